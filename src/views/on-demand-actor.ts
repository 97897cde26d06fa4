// An app-wide actor that only some visits need (forbidden recovery after an HTTP 403, the device
// relaunch after a layout change, the loading indicator and the confirm dialog): its machine's
// code is not part of the first screen and is fetched the first time an event needs it. Events
// sent meanwhile are delivered in order. A view that shows the actor renders nothing until it
// exists (useStartedActor).
import type { AnyActorRef } from 'xstate';

export interface OnDemandActor<A extends AnyActorRef> {
  /** Delivers the event, creating and starting the actor first if it does not exist yet. */
  send(event: Parameters<A['send']>[0]): void;
  /** Delivers the event only to an actor that exists or is on its way: before, it means nothing. */
  sendIfStarted(event: Parameters<A['send']>[0]): void;
  /** The started actor, created on the first call. */
  start(): Promise<A>;
  /** The actor once started, undefined before: a snapshot for useSyncExternalStore. */
  get(): A | undefined;
  /** Calls the listener once the actor has started; returns how to stop listening. */
  subscribe(listener: () => void): () => void;
}

export function onDemandActor<A extends AnyActorRef>(create: () => Promise<A>): OnDemandActor<A> {
  let actor: A | undefined;
  let starting: Promise<A> | undefined;
  const listeners = new Set<() => void>();
  const start = (): Promise<A> => {
    if (!starting) {
      starting = create().then((created) => {
        created.start();
        actor = created;
        for (const listener of listeners) listener();
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
    get: () => actor,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
