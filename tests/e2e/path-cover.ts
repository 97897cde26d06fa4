// Which graph paths a browser spec replays. The shortest paths to every state of a machine repeat
// the same screens: the login form reached with its fields filled in each order is a path per
// order, though each fill is the same gesture and each state shows the same. A spec replays the
// fewest paths that still take every transition the full set takes, a transition being a state as
// the view shows it, the event (with the field it changes), and the state after.
import type { AnyEventObject } from 'xstate';

export interface GraphPath<S> {
  steps: { event: AnyEventObject; state: S }[];
}

/** An event as a gesture: its type, and the field for a CHANGE. */
export const eventLabel = (event: AnyEventObject): string =>
  event.type === 'CHANGE' && typeof event.field === 'string' ? `CHANGE ${event.field}` : event.type;

/** The transitions a path takes, each as `view before | event | view after`; steps[0] is the start. */
export function transitionsOf<S>(path: GraphPath<S>, view: (state: S) => string): string[] {
  return path.steps.slice(1).map((step, index) => `${view(path.steps[index]!.state)} | ${eventLabel(step.event)} | ${view(step.state)}`);
}

/**
 * The paths, in their order, that together take every transition `paths` take: greedily, the path
 * taking the most not yet taken, the earlier on a tie. A path's start state counts as a transition
 * from nothing, so a path that only shows a start no other path shows is kept too.
 */
export function coveringPaths<S, P extends GraphPath<S>>(paths: readonly P[], view: (state: S) => string): P[] {
  const taken = (path: P) => [`start | ${view(path.steps[0]!.state)}`, ...transitionsOf(path, view)];
  const left = new Set(paths.flatMap(taken));
  const chosen = new Set<P>();
  while (left.size > 0) {
    let best: P | undefined;
    let bestCount = 0;
    for (const path of paths) {
      const count = new Set(taken(path).filter((transition) => left.has(transition))).size;
      if (count > bestCount) [best, bestCount] = [path, count];
    }
    taken(best!).forEach((transition) => left.delete(transition));
    chosen.add(best!);
  }
  return paths.filter((path) => chosen.has(path));
}
