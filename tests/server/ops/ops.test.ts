// The operator command line's dispatcher and the socket a running server answers it on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_REFUSED, EXIT_USAGE, OPS_COMMANDS, helpText, runOpsCommand } from '../../../server/ops/commands';
import { sendToOpsSocket, startOpsSocket } from '../../../server/ops/ops-socket';
import { TEST_DATABASES, useTestApp } from '../test-app';

describe.each(TEST_DATABASES)('ops commands ($name)', (target) => {
  const ctx = useTestApp(target);
  const ops = (...argv: string[]) => runOpsCommand(argv, ctx().services);

  it('site get shows every setting as JSON', async () => {
    const result = await ops('site', 'get');
    expect(result.exitCode).toBe(EXIT_OK);
    expect(JSON.parse(result.output)).toMatchObject({ websiteName: 'Lucky Star', gameAccountRegisterSMS: true });
  });

  it('site set stores a parsed value that site get and the API then show', async () => {
    const set = await ops('site', 'set', 'gameAccountRegisterSMS', 'false');
    expect(set).toEqual({ exitCode: EXIT_OK, output: 'gameAccountRegisterSMS: true -> false' });
    expect(await ops('site', 'get', 'gameAccountRegisterSMS')).toEqual({ exitCode: EXIT_OK, output: 'false' });
    const reply = await ctx().app.inject({ method: 'GET', url: '/user-api/game/getWebsiteInfo' });
    expect(reply.json().data.gameAccountRegisterSMS).toBe(false);
  });

  it('site set keeps a value with spaces whole', async () => {
    expect((await ops('site', 'set', 'websiteName', 'Lucky Star Casino')).exitCode).toBe(EXIT_OK);
    expect((await ops('site', 'get', 'websiteName')).output).toBe('"Lucky Star Casino"');
  });

  it('an unknown key is refused with the known keys listed', async () => {
    const result = await ops('site', 'set', 'colour', 'red');
    expect(result.exitCode).toBe(EXIT_REFUSED);
    expect(result.output).toMatch(/Unknown site setting "colour"\. Known settings: websiteLogo, /);
    expect((await ops('site', 'get', 'colour')).exitCode).toBe(EXIT_REFUSED);
  });

  it('a bad value is refused, names the rule, and changes nothing', async () => {
    const before = await ctx().services.site.getSiteInfo();
    for (const [key, value] of [
      ['gameAccountRegisterSMS', 'maybe'],
      ['countryCode', 'US'],
      ['countryTimezone', 'soon'],
      ['websiteDefaultLanguage', 'fr_FR'],
      ['facebookLink', 'javascript:alert(1)'],
    ] as const) {
      const result = await ops('site', 'set', key, value);
      expect(result.exitCode, `${key}=${value}`).toBe(EXIT_REFUSED);
      expect(result.output).toContain(`${key} takes`);
    }
    expect(await ctx().services.site.getSiteInfo()).toEqual(before);
  });

  it.each([
    [['site'], /Unknown command "site"/],
    [['site', 'frob'], /Unknown command "site frob"/],
    [['launch', 'rockets'], /Unknown command/],
    [['site', 'set', 'websiteName'], /"site set" takes <key> <value>; got 1 argument/],
    [['site', 'set', 'websiteName', 'Lucky', 'Star'], /got 3 argument/],
    [['site', 'get', 'a', 'b'], /got 2 argument/],
  ])('%j is a usage error with the help text', async (argv, message) => {
    const result = await ops(...argv);
    expect(result.exitCode).toBe(EXIT_USAGE);
    expect(result.output).toMatch(message);
    expect(result.output).toContain('Usage: npm run ops -- <command>');
  });

  it('help lists every command in the table', async () => {
    const result = await ops('help');
    expect(result.exitCode).toBe(EXIT_OK);
    for (const command of OPS_COMMANDS) expect(result.output).toContain(`${command.name} ${command.args}`);
    expect((await ops()).exitCode).toBe(EXIT_USAGE);
  });

  it('a command added to the table is dispatched, longest name first', async () => {
    const commands = [
      ...OPS_COMMANDS,
      { name: 'site', args: '', summary: 'probe', minArgs: 0, maxArgs: 0, run: async () => 'site alone' },
    ];
    expect((await runOpsCommand(['site'], ctx().services, commands)).output).toBe('site alone');
    expect((await runOpsCommand(['site', 'get', 'websiteName'], ctx().services, commands)).output).toBe('"Lucky Star"');
    expect(helpText(commands)).toContain('probe');
  });

  describe('through the ops socket of a running server', () => {
    const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-socket-'));
    const socketPath = path.join(socketDir, 'ops.sock');
    afterAll(() => fs.rmSync(socketDir, { recursive: true, force: true }));

    it('runs the same dispatcher and returns its output and exit code', async () => {
      fs.writeFileSync(socketPath, 'stale'); // left by a server that was killed
      const socket = await startOpsSocket({ socketPath, services: ctx().services, log: ctx().app.log });
      try {
        expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
        expect(await sendToOpsSocket(socketPath, ['site', 'set', 'gameAccountRegisterBank', '0'])).toEqual({
          exitCode: EXIT_OK,
          output: 'gameAccountRegisterBank: true -> false',
        });
        expect(await ctx().services.site.getSiteSetting('gameAccountRegisterBank')).toBe(false);
        const refused = await sendToOpsSocket(socketPath, ['site', 'set', 'countryCode', 'XX']);
        expect(refused.exitCode).toBe(EXIT_REFUSED);
      } finally {
        await socket.close();
      }
      expect(fs.existsSync(socketPath)).toBe(false);
      await expect(sendToOpsSocket(socketPath, ['help'])).rejects.toThrow();
    });
  });
});
