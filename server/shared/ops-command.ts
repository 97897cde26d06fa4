// What an operator command is (DESIGN.md "Operators"): words that name it, the arguments it takes,
// and a run over the services it needs. A module declares its commands over its own service; the
// command line hands each command only what it asked for (forService).

export interface OpsCommand<Needs = unknown> {
  /** The words that select it, e.g. 'site set'. */
  name: string;
  /** Its arguments as shown in help, e.g. '<key> <value>'. */
  args: string;
  summary: string;
  /** How many arguments it accepts; more or fewer is a usage error. */
  minArgs: number;
  maxArgs: number;
  /** Returns what to print. Throws an Error whose message tells the operator what was wrong. */
  run(args: string[], services: Needs): Promise<string>;
}

export interface OpsResult {
  /** 0 done, 1 refused (bad value, unknown key), 2 not a command (usage). */
  exitCode: number;
  output: string;
}

/**
 * Commands written over one service, as commands over the composed services: each run receives
 * `services[key]` and nothing else.
 */
export function forService<Key extends string, Service>(
  key: Key,
  commands: readonly OpsCommand<Service>[],
): OpsCommand<Record<Key, Service>>[] {
  return commands.map((command) => ({ ...command, run: (args, services) => command.run(args, services[key]) }));
}

/**
 * A command without arguments that prints rows, one a line, or `none` when there are none (the
 * operator's lists: players, messages, notices, addresses, channels).
 */
export function listCommand<Needs, Row>({ name, summary, rows, none, line }: {
  name: string;
  summary: string;
  rows: (services: Needs) => Promise<readonly Row[]>;
  none: string;
  line: (row: Row, services: Needs) => string;
}): OpsCommand<Needs> {
  return {
    name,
    args: '',
    summary,
    minArgs: 0,
    maxArgs: 0,
    async run(_args, services) {
      const found = await rows(services);
      return found.length === 0 ? none : found.map((row) => line(row, services)).join('\n');
    },
  };
}
