// An app-wide actor that only some visits need (forbidden recovery after an HTTP 403, the device
// relaunch after a layout change): its machine's code is not part of the first screen and is
// fetched the first time an event needs it. Events sent meanwhile are delivered in order.
import type { AnyActorRef } from 'xstate';

export interface OnDemandActor<A extends AnyActorRef> {
  /** Delivers the event, creating and starting the actor first if it does not exist yet. */
  send(event: Parameters<A['send']>[0]): void;
  /** Delivers the event only to an actor that exists or is on its way: before, it means nothing. */
  sendIfStarted(event: Parameters<A['send']>[0]): void;
  /** The started actor, created on the first call. */
  start(): Promise<A>;
}

export function onDemandActor<A extends AnyActorRef>(create: () => Promise<A>): OnDemandActor<A> {
  let actor: A | undefined;
  let starting: Promise<A> | undefined;
  const start = (): Promise<A> => {
    if (!starting) {
      starting = create().then((created) => {
        created.start();
        actor = created;
        return created;
      });
      // A failed download is tried again by the next event.
      starting.catch(() => (starting = undefined));
    }
    return starting;
  };
  const deliver = (pending: Promise<A>, event: Parameters<A['send']>[0]): void =>
    void pending.then((started) => started.send(event), () => {});
  return {
    send(event) {
      if (actor) actor.send(event);
      else deliver(start(), event);
    },
    sendIfStarted(event) {
      if (actor) actor.send(event);
      else if (starting) deliver(starting, event);
    },
    start,
  };
}
