// The browser specs replay the fewest graph paths that take every transition the full set takes
// (tests/e2e/path-cover.ts): none may be lost, and paths that only reorder the same gestures go.
import { describe, expect, it } from 'vitest';
import { coveringPaths, transitionsOf, type GraphPath } from '../e2e/path-cover';

type State = string;
/** A path through named states: ['idle', 'CHANGE username', 'idle', 'SUBMIT', 'busy']. */
function path(...items: string[]): GraphPath<State> {
  const steps: GraphPath<State>['steps'] = [{ event: { type: 'xstate.init' }, state: items[0]! }];
  for (let index = 1; index < items.length; index += 2) {
    const [type, field] = items[index]!.split(' ');
    steps.push({ event: field ? { type: type!, field } : { type: type! }, state: items[index + 1]! });
  }
  return { steps };
}
const view = (state: State) => state;
const allTransitions = (paths: GraphPath<State>[]) => new Set(paths.flatMap((p) => transitionsOf(p, view)));

describe('coveringPaths', () => {
  it('drops a path that fills the same fields in another order, and keeps every transition', () => {
    const paths = [
      path('idle', 'CHANGE username', 'idle', 'CHANGE password', 'idle', 'SUBMIT', 'busy'),
      path('idle', 'CHANGE password', 'idle', 'CHANGE username', 'idle', 'SUBMIT', 'busy'),
      path('idle', 'SUBMIT', 'invalid'),
    ];
    const chosen = coveringPaths(paths, view);
    expect(chosen).toEqual([paths[0], paths[2]]);
    expect(allTransitions(chosen)).toEqual(allTransitions(paths));
  });

  it('tells apart the same event on different fields, and the same event into different states', () => {
    const paths = [
      path('idle', 'CHANGE username', 'idle'),
      path('idle', 'CHANGE password', 'idle'),
      path('idle', 'xstate.done.actor.login', 'done'),
      path('idle', 'xstate.done.actor.login', 'failed'),
    ];
    expect(coveringPaths(paths, view)).toEqual(paths);
  });

  it('keeps a path for a start state no other path shows', () => {
    const paths = [path('idle', 'SUBMIT', 'busy'), path('loading')];
    expect(coveringPaths(paths, view)).toEqual(paths);
  });

  it('sees states only as the view shows them', () => {
    const paths = [path('idle#1', 'SUBMIT', 'busy'), path('idle#2', 'SUBMIT', 'busy')];
    expect(coveringPaths(paths, (state: State) => state.split('#')[0]!)).toEqual([paths[0]]);
  });
});
