// The one way to write a model test: paths come from the machine's graph (xstate/graph), each path
// is replayed on a real actor, and every state it reaches must show what `states` asserts.
// `createTestModel` is not used because it refuses machines with `invoke` or `after`, which ours have.
import { describe, expect, it } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createActor,
  fromPromise,
  SimulatedClock,
  type Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  type AdjacencyMap,
  type StatePath,
  type TraversalOptions,
} from 'xstate/graph';
import { recordCoverage } from './model-coverage';

type Payload<E> = Omit<E, 'type'>;

/** Payload samples by event type; each sample is one edge of the graph. Types not listed are sent bare. */
export type EventSamples<TMachine extends AnyStateMachine> = {
  [K in EventFromLogic<TMachine>['type']]?: ReadonlyArray<Payload<Extract<EventFromLogic<TMachine>, { type: K }>>>;
} & {
  /** Internal events, e.g. `'xstate.done.actor.loadUser': [{ output: user }]`. */
  [internal: `xstate.${string}`]: ReadonlyArray<Record<string, unknown>>;
};

export interface ReplayContext<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  event: AnyEventObject;
  clock: SimulatedClock | undefined;
}

export interface ModelSpec<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  events?: EventSamples<TMachine>;
  /**
   * Assertions by state key, matched like `snapshot.matches(key)` ('form' covers 'form.editing').
   * Every atomic state reachable in the graph must be covered by a key, and every key must match
   * some reachable state, or the suite fails.
   */
  states: Record<string, (snapshot: SnapshotFrom<TMachine>) => void | Promise<void>>;
  /**
   * 'shortest' (default): one path to each state. 'simple': every path without a repeated state.
   * 'transitions': one path through each transition (the shortest path to its source, then it),
   * so an onError or a cancel that leads back to a visited state is replayed too.
   */
  pathStrategy?: 'shortest' | 'simple' | 'transitions';
  filter?: (path: ModelPath) => boolean;
  /** `true` (a new SimulatedClock per path) or a factory: `xstate.after.*` steps then advance time. */
  clock?: boolean | (() => SimulatedClock);
  /** How a path step is replayed, by event type, when sending the graph's event is not the way. */
  replay?: Record<string, (context: ReplayContext<TMachine>) => void | Promise<void>>;
  /** State identity in the graph. Default: the state value only, so context does not multiply paths. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** How long a step may take to reach its state (an invoked actor may settle asynchronously). */
  settleMs?: number;
}

type GraphPath = StatePath<AnyMachineSnapshot, AnyEventObject>;

export type ModelPath = GraphPath & { name: string };

export interface StateAssertionCoverage {
  /** Atomic states reachable in the graph that no key matches. */
  missing: string[];
  /** Keys that match no reachable state (a typo, or a state that was removed). */
  unused: string[];
}

/** An invoked actor that never settles, so the graph's own done/error events decide the path. */
// `any` output and input so it stands in for any promise actor a machine declares.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const pendingActor = fromPromise<any, any>(() => new Promise<never>(() => {}));

const byValue = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value);

function serializerOf<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): (s: AnyMachineSnapshot) => string {
  return (spec.serializeState as ((s: AnyMachineSnapshot) => string) | undefined) ?? byValue;
}

// An explicit events list would replace the discovered ones, so discovery is done here and
// samples only widen it.
function traversalOptions<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> {
  const samples = (spec.events ?? {}) as Record<string, ReadonlyArray<Record<string, unknown>> | undefined>;
  const serialize = serializerOf(spec);
  return {
    input: spec.input,
    serializeState: (snapshot) => serialize(snapshot),
    events: (snapshot) =>
      ownEventTypes(snapshot).flatMap((type) => samples[type]?.map((sample) => ({ ...sample, type })) ?? [{ type }]),
  };
}

function withGraphHint<T>(machine: AnyStateMachine, build: () => T): T {
  try {
    return build();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Walking the graph of "${machine.id}" failed: ${reason}\n` +
        `If a transition reads its event (e.g. an onDone reading event.output), give samples in ` +
        `\`events\`, e.g. { 'xstate.done.actor.<id>': [{ output: ... }] }.`,
      { cause: error },
    );
  }
}

const stateKeys = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));

const covers = (key: string, statePath: string): boolean => statePath === key || statePath.startsWith(`${key}.`);

/** Which reachable states lack an assertion key, and which keys assert nothing reachable. */
export function checkStateAssertions<TMachine extends AnyStateMachine>(machine: TMachine, spec: ModelSpec<TMachine>): StateAssertionCoverage {
  const adjacency = withGraphHint(machine, () => getAdjacencyMap(machine, traversalOptions(spec)));
  const reachable = new Set(Object.values(adjacency).flatMap(({ state }) => stateKeys(state as AnyMachineSnapshot)));
  const keys = Object.keys(spec.states);
  return {
    missing: [...reachable].filter((path) => !keys.some((key) => covers(key, path))).sort(),
    unused: keys.filter((key) => ![...reachable].some((path) => covers(key, path))).sort(),
  };
}

function describeValue(snapshot: AnyMachineSnapshot): string {
  return stateKeys(snapshot).join(' + ');
}

function describeEvent({ type, ...payload }: AnyEventObject): string {
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

/** A path's name is its events (without the synthetic `xstate.init`) and the state it ends in. */
export function pathName(path: GraphPath): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event));
  return `${events.length ? events.join(' → ') : '(start)'} ⇒ ${describeValue(path.state)}`;
}

// A path that is a prefix of a longer one is already checked, step by step, by the longer one.
function withoutPrefixPaths(paths: ModelPath[]): ModelPath[] {
  const sequences = paths.map((path) => path.steps.map((step) => JSON.stringify(step.event)));
  const isPrefix = (short: string[], long: string[]) => long.length > short.length && short.every((e, k) => long[k] === e);
  return paths.filter((_, i) => !sequences.some((other) => isPrefix(sequences[i] ?? [], other)));
}

// Extends the shortest path to each state by every transition leaving that state.
function transitionPaths(machine: AnyStateMachine, options: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown>): GraphPath[] {
  const serialize = options.serializeState ?? byValue;
  const shortest = new Map(
    (getShortestPaths(machine, options as never) as GraphPath[]).map((path) => [serialize(path.state, undefined), path]),
  );
  const adjacency = getAdjacencyMap(machine, options as never) as AdjacencyMap<AnyMachineSnapshot, AnyEventObject>;
  return Object.entries(adjacency).flatMap(([from, { transitions }]) => {
    const head = shortest.get(from);
    if (!head) return [];
    // Keys are branded strings, which Object.values cannot see through.
    const edges = Object.values(transitions as Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }>);
    return edges.map(({ event, state }) => ({
      state,
      steps: [...head.steps, { event, state }],
      weight: head.weight + 1,
    }));
  });
}

/** The paths the model test runs, in a stable order. */
export function modelPaths<TMachine extends AnyStateMachine>(machine: TMachine, spec: ModelSpec<TMachine>): ModelPath[] {
  const options = traversalOptions(spec);
  const raw = withGraphHint(machine, (): GraphPath[] => {
    if (spec.pathStrategy === 'transitions') return transitionPaths(machine, options);
    const generate = spec.pathStrategy === 'simple' ? getSimplePaths : getShortestPaths;
    return generate(machine, options as never) as GraphPath[];
  });
  const named = raw.map((path) => ({ ...path, name: pathName(path) }));
  return withoutPrefixPaths(named)
    .filter((path) => spec.filter?.(path) ?? true)
    .sort((a, b) => a.steps.length - b.steps.length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const AFTER_EVENT = /^xstate\.after\./;

type ScheduledEvent = ReturnType<Actor<AnyStateMachine>['system']['getSnapshot']>['_scheduledEvents'][string];

/** Advances a simulated clock exactly to the moment the delayed event fires. */
function advanceTo(actor: Actor<AnyStateMachine>, event: AnyEventObject, clock: SimulatedClock, scheduledAt: WeakMap<ScheduledEvent, number>): void {
  const scheduledEvents = () => actor.system.getSnapshot()._scheduledEvents;
  const [key, scheduled] = Object.entries(scheduledEvents()).find(([, s]) => s.event.type === event.type) ?? [];
  if (!key || !scheduled) throw new Error(`${event.type} is not scheduled on the actor, so time cannot bring it`);
  const due = (scheduledAt.get(scheduled) ?? clock.now()) + scheduled.delay;
  clock.increment(Math.max(0, due - clock.now()));
  if (scheduledEvents()[key] === scheduled) throw new Error(`${event.type} did not fire at ${due} ms`);
}

/** Notes the clock time of timers started since the last step (a SimulatedClock starts them at `now()`). */
function noteScheduled(actor: Actor<AnyStateMachine>, clock: SimulatedClock | undefined, scheduledAt: WeakMap<ScheduledEvent, number>): void {
  if (!clock) return;
  for (const scheduled of Object.values(actor.system.getSnapshot()._scheduledEvents)) {
    if (!scheduledAt.has(scheduled)) scheduledAt.set(scheduled, clock.now());
  }
}

function waitForState(actor: Actor<AnyStateMachine>, done: () => boolean, ms: number): Promise<boolean> {
  if (done()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (result: boolean) => {
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(result);
    };
    const timer = setTimeout(() => finish(done()), ms);
    const subscription = actor.subscribe({
      next: () => {
        if (done()) finish(true);
      },
      error: () => finish(false),
    });
  });
}

/** Replays one path on a real actor of `machine`, checking the state and its assertions at each step. */
export async function replayModelPath<TMachine extends AnyStateMachine>(machine: TMachine, path: ModelPath, spec: ModelSpec<TMachine>): Promise<void> {
  const clock = spec.clock === true ? new SimulatedClock() : spec.clock ? spec.clock() : undefined;
  const actor = createActor(machine, { input: spec.input, inspect: recordCoverage, ...(clock ? { clock } : {}) }) as Actor<AnyStateMachine>;
  const serialize = serializerOf(spec);
  const errors: unknown[] = [];
  const scheduledAt = new WeakMap<ScheduledEvent, number>();
  actor.subscribe({ error: (error) => errors.push(error) });
  try {
    actor.start();
    for (const [index, step] of path.steps.entries()) {
      const event = step.event;
      if (index > 0) {
        const custom = spec.replay?.[event.type];
        if (custom) await custom({ actor: actor as Actor<TMachine>, event, clock });
        else if (clock && AFTER_EVENT.test(event.type)) advanceTo(actor, event, clock, scheduledAt);
        else actor.send(event);
      }
      const expected = serialize(step.state);
      const reached = await waitForState(actor, () => serialize(actor.getSnapshot()) === expected, spec.settleMs ?? 1000);
      const snapshot = actor.getSnapshot();
      if (errors.length > 0) throw new Error(`step ${index} (${event.type}): the actor failed: ${String(errors[0])}`, { cause: errors[0] });
      if (!reached) {
        throw new Error(`step ${index} (${event.type}): the graph expects ${expected} but the actor is in ${serialize(snapshot)}`);
      }
      noteScheduled(actor, clock, scheduledAt);
      for (const [key, assert] of Object.entries(spec.states)) {
        if (snapshot.matches(key as never)) await assert(snapshot as SnapshotFrom<TMachine>);
      }
    }
  } finally {
    actor.stop();
  }
}

/** Declares the model test of `machine`: one coverage check, then one `it` per graph path. */
export function describeModel<TMachine extends AnyStateMachine>(machine: TMachine, spec: ModelSpec<TMachine>): void {
  describe(`${machine.id} model (${spec.pathStrategy ?? 'shortest'} paths)`, () => {
    it('has an assertion for every reachable state', () => {
      const { missing, unused } = checkStateAssertions(machine, spec);
      const problems = [
        ...(missing.length ? [`reachable states without an assertion key: ${missing.join(', ')}`] : []),
        ...(unused.length ? [`assertion keys that match no reachable state: ${unused.join(', ')}`] : []),
      ];
      expect(problems, problems.join('\n')).toEqual([]);
    });
    for (const path of modelPaths(machine, spec)) {
      it(path.name, () => replayModelPath(machine, path, spec));
    }
  });
}
