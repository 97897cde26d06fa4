// Proves the model harness on a small sign-in machine: paths are generated and replayed (guards,
// an invoked actor, a named delay on a simulated clock, input), and a missing or stale
// assertion key is reported rather than passing unchecked.
import { describe, expect, it } from 'vitest';
import { assign, setup, SimulatedClock } from 'xstate';
import { checkStateAssertions, describeModel, modelPaths, pendingActor, replayModelPath, type ModelSpec } from './model-harness.ts';

const signInMachine = setup({
  types: {
    input: {} as { rememberedUser: string | null },
    context: {} as { phone: string; user: string | null },
    events: {} as { type: 'SUBMIT'; phone: string } | { type: 'CANCEL' },
  },
  actors: { signIn: pendingActor },
  delays: { idleTimeout: 30_000 },
  guards: {
    hasRememberedUser: ({ context }) => context.user !== null,
    phoneIsValid: ({ event }) => event.type === 'SUBMIT' && /^\d{6,}$/.test(event.phone),
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({ phone: '', user: input.rememberedUser }),
  initial: 'restoring',
  states: {
    // Transient: never a resting state, so it needs no assertion key.
    restoring: { always: [{ target: 'signedIn', guard: 'hasRememberedUser' }, { target: 'editing' }] },
    editing: {
      after: { idleTimeout: 'timedOut' },
      on: { SUBMIT: { target: 'submitting', guard: 'phoneIsValid', actions: assign({ phone: ({ event }) => event.phone }) } },
    },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        onDone: { target: 'signedIn', actions: assign({ user: ({ event }) => String(event.output) }) },
        onError: 'editing',
      },
      on: { CANCEL: 'editing' },
    },
    timedOut: { type: 'final' },
    signedIn: { type: 'final' },
  },
});

const spec: ModelSpec<typeof signInMachine> = {
  input: { rememberedUser: null },
  clock: true,
  events: {
    SUBMIT: [{ phone: '12' }, { phone: '0899999999' }],
    'xstate.done.actor.signIn': [{ output: 'ann' }],
  },
  states: {
    editing: (s) => expect(s.context.user).toBeNull(),
    submitting: (s) => expect(s.context.phone).toBe('0899999999'),
    timedOut: (s) => expect(s.status).toBe('done'),
    signedIn: (s) => expect(s.context.user).toBe('ann'),
  },
};

describeModel(signInMachine, spec);

describeModel(signInMachine, { ...spec, clock: false, pathStrategy: 'simple' });

describeModel(signInMachine, { ...spec, pathStrategy: 'transitions' });

describe('model harness', () => {
  it('reports reachable states that have no assertion key, and keys that match nothing', () => {
    const { signedIn: _signedIn, ...withoutSignedIn } = spec.states;
    const coverage = checkStateAssertions(signInMachine, { ...spec, states: { ...withoutSignedIn, signedOut: () => {} } });
    expect(coverage).toEqual({ missing: ['signedIn'], unused: ['signedOut'] });
  });

  it('finds nothing missing in the full spec', () => {
    expect(checkStateAssertions(signInMachine, spec)).toEqual({ missing: [], unused: [] });
  });

  it('lets a parent key cover its children, like snapshot.matches', () => {
    const form = setup({}).createMachine({
      initial: 'form',
      states: { form: { initial: 'empty', states: { empty: { on: { TYPE: 'filled' } }, filled: {} } } },
    });
    expect(checkStateAssertions(form, { states: { form: () => {} } })).toEqual({ missing: [], unused: [] });
    expect(checkStateAssertions(form, { states: { 'form.empty': () => {} } }).missing).toEqual(['form.filled']);
  });

  it('names each path by its events', () => {
    const names = modelPaths(signInMachine, spec).map((path) => path.name);
    expect(names).toContain('SUBMIT {"phone":"0899999999"} → xstate.done.actor.signIn {"output":"ann"} ⇒ signedIn');
    expect(names).toContain('xstate.after.idleTimeout.signIn.editing ⇒ timedOut');
  });

  it('replays every transition with the transitions strategy, not only every state', () => {
    const names = modelPaths(signInMachine, { ...spec, pathStrategy: 'transitions' }).map((path) => path.name);
    expect(names).toContain('SUBMIT {"phone":"0899999999"} → xstate.error.actor.signIn ⇒ editing');
    expect(names).toContain('SUBMIT {"phone":"0899999999"} → CANCEL ⇒ editing');
    expect(names).toContain('SUBMIT {"phone":"12"} ⇒ editing');
  });

  it('walks the graph from the state the input decides', () => {
    const remembered = { ...spec, input: { rememberedUser: 'ann' } };
    expect(modelPaths(signInMachine, remembered).map((path) => path.name)).toEqual(['(start) ⇒ signedIn']);
    expect(checkStateAssertions(signInMachine, remembered).unused).toEqual(['editing', 'submitting', 'timedOut']);
  });

  it('brings a delayed transition by advancing the simulated clock exactly by its delay', async () => {
    const path = modelPaths(signInMachine, spec).find((p) => p.name.endsWith('⇒ timedOut'));
    if (!path) throw new Error('no path to timedOut');
    const clock = new SimulatedClock();
    await replayModelPath(signInMachine, path, { ...spec, clock: () => clock });
    expect(clock.now()).toBe(30_000);
  });

  it('fails a path when the actor does not reach the state the graph expects', async () => {
    const path = modelPaths(signInMachine, spec).find((p) => p.name.endsWith('⇒ signedIn'));
    if (!path) throw new Error('no path to signedIn');
    const strict = signInMachine.provide({ guards: { phoneIsValid: () => false } });
    await expect(replayModelPath(strict, path, { ...spec, settleMs: 20 })).rejects.toThrow(/graph expects "submitting" but the actor is in "editing"/);
  });

  it('fails a path when a state assertion fails', async () => {
    const path = modelPaths(signInMachine, spec).find((p) => p.name.endsWith('⇒ signedIn'));
    if (!path) throw new Error('no path to signedIn');
    const wrong = { ...spec, states: { ...spec.states, signedIn: () => expect('bob').toBe('ann') } };
    await expect(replayModelPath(signInMachine, path, wrong)).rejects.toThrow(/expected 'bob' to be 'ann'/);
  });
});
