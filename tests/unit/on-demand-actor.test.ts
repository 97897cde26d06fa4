// App-wide actors fetched on first need (forbidden recovery, device relaunch): nothing is created
// until an event needs it, events sent while the code downloads arrive in order, and a failed
// download is tried again.
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { onDemandActor } from '../../src/views/on-demand-actor';

const counter = setup({
  types: { context: {} as { seen: string[] }, events: {} as { type: 'A' } | { type: 'B' } },
}).createMachine({
  context: { seen: [] },
  on: { '*': { actions: assign({ seen: ({ context, event }) => [...context.seen, event.type] }) } },
});

describe('onDemandActor', () => {
  it('creates nothing for an event that means nothing yet', async () => {
    const create = vi.fn(async () => createActor(counter));
    const actor = onDemandActor(create);
    actor.sendIfStarted({ type: 'A' });
    await Promise.resolve();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates and starts the actor once on the first event, delivering every event in order', async () => {
    const create = vi.fn(async () => createActor(counter));
    const actor = onDemandActor(create);
    actor.send({ type: 'A' });
    actor.sendIfStarted({ type: 'B' });
    actor.send({ type: 'A' });
    const started = await actor.start();
    await vi.waitFor(() => expect(started.getSnapshot().context.seen).toEqual(['A', 'B', 'A']));
    actor.sendIfStarted({ type: 'B' });
    expect(started.getSnapshot().context.seen).toEqual(['A', 'B', 'A', 'B']);
    expect(create).toHaveBeenCalledOnce();
  });

  it('tries a failed download again on the next event', async () => {
    let fail = true;
    const create = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return createActor(counter);
    });
    const actor = onDemandActor(create);
    actor.send({ type: 'A' });
    await expect(actor.start()).rejects.toThrow('offline');
    expect(create).toHaveBeenCalledOnce();
    fail = false;
    actor.send({ type: 'B' });
    const started = await actor.start();
    await vi.waitFor(() => expect(started.getSnapshot().context.seen).toEqual(['B']));
  });

  it('tells a view once the actor has started, and not before', async () => {
    const actor = onDemandActor(async () => createActor(counter));
    const listener = vi.fn();
    const stop = actor.subscribe(listener);
    expect(actor.get()).toBeUndefined();
    actor.sendIfStarted({ type: 'A' });
    expect(listener).not.toHaveBeenCalled();
    const started = await actor.start();
    expect(listener).toHaveBeenCalledOnce();
    expect(actor.get()).toBe(started);
    stop();
  });
});
