// Who runs an operator command, as recorded beside what it did: 'ops:<OS user>'. The command line
// runs on the server's own machine, so the login name is who is at the keyboard.
import os from 'node:os';

export function opsActor(): string {
  return `ops:${loginName() || 'unknown'}`;
}

function loginName(): string {
  try {
    return os.userInfo().username;
  } catch {
    // No passwd entry (some containers): fall back to the environment.
    return process.env.USER ?? process.env.LOGNAME ?? '';
  }
}
