// How the server and the operator command name the database they use, in one line a person can
// check: "PGlite at ./data/pglite" or "PostgreSQL at db.example:5432/lucky", never a user or a
// password (the line goes to terminals and logs).
import path from 'node:path';
import type { DatabaseOptions } from '../db/client';

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
    // postgres://user@/db?host=/var/run/postgresql has no host for the URL parser, which node-postgres
    // reads as a socket address all the same (pg-connection-string parses it with a stand-in host).
    const parsed = URL.canParse(url) ? new URL(url) : new URL(url.replace('@/', '@localhost/'));
    // A Unix socket's folder and port come as ?host= and ?port=, which node-postgres takes over the
    // URL's own host and port (postgres://user@localhost/db?host=/var/run/postgresql).
    const host = parsed.searchParams.get('host') || parsed.hostname || 'localhost';
    const port = parsed.searchParams.get('port') || parsed.port || '5432';
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default database)';
    return `${host}:${port}/${database}`;
  } catch {
    return '(an unreadable DATABASE_URL)';
  }
}
