// How the server and the operator command name the database they use, in one line a person can
// check: "PGlite at ./data/pglite" or "PostgreSQL at db.example:5432/lucky", never a user or a
// password (the line goes to terminals and logs).
import path from 'node:path';
import type { DatabaseOptions } from '../db/client';
import { postgresEndpoint } from '../db/postgres-endpoint';

export function describeDatabase(options: DatabaseOptions, cwd = process.cwd()): string {
  if (options.kind === 'pglite') {
    if (options.directory === undefined) return 'PGlite in memory';
    const relative = path.relative(cwd, options.directory);
    const shown = relative === '' ? '.' : relative.startsWith('..') || path.isAbsolute(relative) ? options.directory : `./${relative}`;
    return `PGlite at ${shown}`;
  }
  return `PostgreSQL at ${postgresAddress(options.url)}`;
}

function postgresAddress(url: string): string {
  try {
    const { host, port, database } = postgresEndpoint(url);
    return `${host}:${port}/${database || '(default database)'}`;
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}
