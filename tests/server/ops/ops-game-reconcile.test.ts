// `npm run ops -- game reconcile` finds the demo maker where the site runs it (issue 17): a server
// records its maker's API origin in the database at start (maker_endpoint), and the command, run
// with only the database's address and the shared secret, asks the newest recorded maker that
// answers, not the default port 5180. In process on both databases; as a real `npm run ops`
// process on PostgreSQL (with PGlite the command goes to the running server's socket instead).
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoMaker, type DemoMaker } from '../../../server/makers/demo/demo-maker';
import { DemoMakerAdapter } from '../../../server/makers/demo/demo-adapter';
import { MakerEndpoints } from '../../../server/modules/play/play.module';
import { EXIT_OK, EXIT_REFUSED, runOpsCommand } from '../../../server/ops/commands';
import { opsMakerRegistry } from '../../../server/ops/ops-makers';
import { createServices } from '../../../server/services';
import { caller } from '../accounts/accounts-helpers';
import { fundGameWallet, newGamePlayer } from '../games/games-helpers';
import { TEST_DATABASES, useTestApp } from '../test-app';

const SECRET = 'reconcile-test-secret-0123456789';
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A port nothing listens on: a server that died there. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(TEST_DATABASES)('game reconcile finds the running maker ($name)', (target) => {
  const ctx = useTestApp(target);
  const call = caller(() => ctx().app);
  let maker: DemoMaker | undefined;
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reconcile-web-'));
  afterEach(async () => {
    await maker?.close();
    maker = undefined;
  });

  /** A player with 5.00 at a demo maker on a free port, as a site's server would run it; the ledger agrees. */
  async function siteWithMaker() {
    maker = await startDemoMaker({ db: ctx().app.db, host: '127.0.0.1', port: 0, secret: SECRET, platformOrigin: 'http://127.0.0.1:8080', webDir });
    const player = await newGamePlayer(call, ctx().services, 'liza', '09171234567');
    await fundGameWallet(ctx().services, player.id, 5_00n);
    await new DemoMakerAdapter(maker.adapterOptions).transferIn({ playerId: player.id, transferId: 'reconcile-in', amount: 5_00n });
    return { maker, player };
  }

  it('asks the newest recorded maker that answers, with only the database and the secret', async () => {
    const { maker } = await siteWithMaker();
    const endpoints = new MakerEndpoints(ctx().app.db);
    await endpoints.record('demo', maker.adapterOptions.apiOrigin!, new Date(Date.now() - 60_000));
    // A server that crashed later left its row: tried first, it does not answer, the next one does.
    await endpoints.record('demo', `http://127.0.0.1:${await deadPort()}`);
    const services = createServices(ctx().app.db, { makers: opsMakerRegistry(ctx().app.db, { DEMO_MAKER_SECRET: SECRET }, { host: '127.0.0.1', port: 8080, nodeEnv: 'test' }) });
    const result = await runOpsCommand(['game', 'reconcile'], services);
    expect(result.output).toContain('1 game wallet(s) compared, 0 difference(s)');
    expect(result.exitCode).toBe(EXIT_OK);
    // A stopped server's row goes; with none recorded, the default address is all there is.
    await endpoints.remove('demo', maker.adapterOptions.apiOrigin!);
    expect(await endpoints.newestFirst('demo')).toHaveLength(1);
  });

  it('still uses the address named by DEMO_MAKER_PORT when given', async () => {
    const { maker } = await siteWithMaker();
    await new MakerEndpoints(ctx().app.db).record('demo', maker.adapterOptions.apiOrigin!);
    const port = String(await deadPort());
    const services = createServices(ctx().app.db, { makers: opsMakerRegistry(ctx().app.db, { DEMO_MAKER_SECRET: SECRET, DEMO_MAKER_PORT: port }, { host: '127.0.0.1', port: 8080, nodeEnv: 'test' }) });
    const result = await runOpsCommand(['game', 'reconcile'], services);
    expect(result.exitCode).toBe(EXIT_REFUSED);
    expect(result.output).toContain('maker did not answer');
  });

  it.runIf(target.name === 'postgres')('as `npm run ops` with only DATABASE_URL and the secret', async () => {
    const { maker } = await siteWithMaker();
    await new MakerEndpoints(ctx().app.db).record('demo', maker.adapterOptions.apiOrigin!);
    const { DATABASE_URL: _a, DEMO_MAKER_PORT: _b, DEMO_MAKER_HOST: _c, ...env } = process.env;
    const named = (await ctx().app.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const address = new URL(process.env.TEST_DATABASE_URL!);
    address.pathname = `/${named.rows[0]!.name}`;
    const url = address.toString();
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ['scripts/run-ts.mjs', 'server/ops.ts', 'game', 'reconcile'],
        { cwd: repoRoot, env: { ...env, DATABASE_URL: url, DEMO_MAKER_SECRET: SECRET, DATA_DIR: webDir }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      ),
    );
    expect(result.stdout + result.stderr).toContain('1 game wallet(s) compared, 0 difference(s)');
    expect(result.code).toBe(0);
  }, 90_000);
});
