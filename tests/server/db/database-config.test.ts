// Which database the server opens, and how many PostgreSQL connections each server pools
// (server/config.ts): several servers on one cluster each hold their own pool.
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE, loadConfig } from '../../../server/config';

const URL = 'postgres://app@/casino?host=/var/run/postgresql';

describe('database configuration', () => {
  it('opens PGlite in the data folder without DATABASE_URL, and PostgreSQL with a pool of 10 with it', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).database).toEqual({ kind: 'pglite', directory: '/srv/data/pglite' });
    expect(loadConfig({ DATABASE_URL: URL }).database).toEqual({ kind: 'postgres', url: URL, maxConnections: DEFAULT_POOL_SIZE });
    expect(DEFAULT_POOL_SIZE).toBe(10);
  });

  it('pools DATABASE_POOL_SIZE connections when told', () => {
    expect(loadConfig({ DATABASE_URL: URL, DATABASE_POOL_SIZE: '4' }).database).toMatchObject({ maxConnections: 4 });
  });

  it.each(['none', '0', '-1', '2.5', '101'])('refuses DATABASE_POOL_SIZE=%s', (value) => {
    expect(() => loadConfig({ DATABASE_URL: URL, DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE must be whole connections from 1 to 100/);
  });
});
