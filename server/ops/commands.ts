// The operator command line's dispatcher over the commands every module entry declares
// (app-modules.ts); `help` is built from the same list. Each command is handed only the service it
// asked for (shared/ops-command.ts forService).
import { APP_MODULES } from '../app-modules';
import type { Services } from '../services';
import { messageOf } from '../shared/error-message';
import type { OpsCommand, OpsResult } from '../shared/ops-command';

type Command = OpsCommand<Services>;

export const OPS_COMMANDS: readonly Command[] = APP_MODULES.flatMap((module) => module.commands ?? []);

export const EXIT_OK = 0;
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

function isHelpRequest(argv: readonly string[]): boolean {
  return argv.length === 0 || ['help', '--help', '-h'].includes(argv[0] ?? '');
}

export function helpText(commands: readonly Command[] = OPS_COMMANDS): string {
  const usages = commands.map((command) => `${command.name} ${command.args}`.trim());
  const width = Math.max('help'.length, ...usages.map((usage) => usage.length));
  const lines = commands.map((command, index) => `  ${usages[index]?.padEnd(width)}  ${command.summary}`);
  return [
    'Usage: npm run ops -- <command> [arguments]',
    '',
    'Commands:',
    ...lines,
    `  ${'help'.padEnd(width)}  show this list`,
  ].join('\n');
}

/** Runs one command line. Never throws: a refusal or a usage mistake comes back as a non-zero exit code. */
export async function runOpsCommand(
  argv: readonly string[],
  services: Services,
  commands: readonly Command[] = OPS_COMMANDS,
): Promise<OpsResult> {
  const resolved = resolveCommandLine(argv, commands);
  if ('answer' in resolved) return resolved.answer;
  try {
    return { exitCode: EXIT_OK, output: await resolved.command.run(resolved.args, services) };
  } catch (error) {
    return { exitCode: EXIT_REFUSED, output: messageOf(error) };
  }
}

/**
 * Help, or a usage error (unknown command, wrong number of arguments); null when argv names a
 * command to run. Needs no database, so the command line answers these at once.
 */
export function answerWithoutServices(
  argv: readonly string[],
  commands: readonly Command[] = OPS_COMMANDS,
): OpsResult | null {
  const resolved = resolveCommandLine(argv, commands);
  return 'answer' in resolved ? resolved.answer : null;
}

type Resolved = { answer: OpsResult } | { command: Command; args: string[] };

function resolveCommandLine(argv: readonly string[], commands: readonly Command[]): Resolved {
  if (isHelpRequest(argv)) {
    return { answer: { exitCode: argv.length === 0 ? EXIT_USAGE : EXIT_OK, output: helpText(commands) } };
  }
  const command = findCommand(argv, commands);
  if (!command) return { answer: usage(`Unknown command "${argv.join(' ')}".`, commands) };
  const args = argv.slice(command.name.split(' ').length);
  if (args.length < command.minArgs || args.length > command.maxArgs) {
    const expected = command.args || 'no arguments';
    return { answer: usage(`"${command.name}" takes ${expected}; got ${args.length} argument(s).`, commands) };
  }
  return { command, args };
}

/** The command whose words start argv; the longest wins, so 'site set' beats a future 'site'. */
function findCommand(argv: readonly string[], commands: readonly Command[]): Command | undefined {
  let found: Command | undefined;
  for (const command of commands) {
    const words = command.name.split(' ');
    const matches = words.every((word, index) => argv[index] === word);
    if (matches && words.length > (found?.name.split(' ').length ?? 0)) found = command;
  }
  return found;
}

function usage(problem: string, commands: readonly Command[]): OpsResult {
  return { exitCode: EXIT_USAGE, output: `${problem}\n\n${helpText(commands)}` };
}
