// Where a PostgreSQL URL points, read as node-postgres reads it: a Unix socket's folder and port come
// as ?host= and ?port=, which take the place of the URL's own host and port
// (postgres://user@localhost/db?host=/var/run/postgresql), and postgres://user@/db?host=... (no host
// at all, which the URL parser refuses) is read with a stand-in host, as pg-connection-string does.
// Its own parser is not called here: it warns on stderr about sslmode on every parse and reads text
// that is no URL as a database on host "base".

export interface PostgresEndpoint {
  /** A host name, an address, or a socket folder. */
  host: string;
  port: string;
  database: string;
  user: string;
  password: string;
}

/** Throws on text that is no URL. */
export function postgresEndpoint(url: string): PostgresEndpoint {
  const parsed = URL.canParse(url) ? new URL(url) : new URL(url.replace('@/', '@localhost/'));
  return {
    host: parsed.searchParams.get('host') || parsed.hostname || 'localhost',
    port: parsed.searchParams.get('port') || parsed.port || '5432',
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}
