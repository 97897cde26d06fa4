// What an operator command is (DESIGN.md "Operators"): words that name it, the arguments it takes,
// and a run over the same services the API uses. A module exports a list of these.
import type { Services } from '../services';

export interface OpsCommand {
  /** The words that select it, e.g. 'site set'. */
  name: string;
  /** Its arguments as shown in help, e.g. '<key> <value>'. */
  args: string;
  summary: string;
  /** How many arguments it accepts; more or fewer is a usage error. */
  minArgs: number;
  maxArgs: number;
  /** Returns what to print. Throws an Error whose message tells the operator what was wrong. */
  run(args: string[], services: Services): Promise<string>;
}

export interface OpsResult {
  /** 0 done, 1 refused (bad value, unknown key), 2 not a command (usage). */
  exitCode: number;
  output: string;
}
