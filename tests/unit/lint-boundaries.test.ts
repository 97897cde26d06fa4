// Proves the lint rules that keep the server's shape bite (README "Layout"): a module importing
// another module's internals fails, server/shared importing a module fails, and an import loop
// fails even when every import in it is `import type` (which import-x/no-cycle does not see).
// Runs ESLint's Node API with the repository's own eslint.config.js.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CYCLE_FIXTURES = ['tests/fixtures/type-cycle/command.ts', 'tests/fixtures/type-cycle/registry.ts'];

/** ESLint with the repository's config; `ignore: false` so the fixtures folder is linted too. */
const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function problemsOf(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('module boundaries', { timeout: 60_000 }, () => {
  it("a module importing another module's internals fails", async () => {
    const problems = await problemsOf(
      "import type { SiteService } from '../site/site.service';\nexport type Reader = SiteService;\n",
      'server/modules/captcha/boundary-fixture.ts',
    );
    expect(problems).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('only through its entry') }),
    ]);
  });

  it("a module importing another module's entry passes", async () => {
    const problems = await problemsOf(
      "import { siteModule } from '../site/site.module';\nexport const entry = siteModule;\n",
      'server/modules/captcha/boundary-fixture.ts',
    );
    expect(problems).toEqual([]);
  });

  it('server/shared importing a module fails', async () => {
    const problems = await problemsOf(
      "import { canonicalPhone } from './phone-input';\nimport type { PlayerRow } from '../modules/accounts/player.repository';\nexport type Row = PlayerRow;\nexport const phone = canonicalPhone;\n",
      'server/shared/boundary-fixture.ts',
    );
    expect(problems).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('server/shared sits below the modules') }),
    ]);
  });

  it('a view importing a service fails (DESIGN.md: views make no calls); the translation table passes', async () => {
    const problems = await problemsOf(
      "import { navigate } from '../../services/navigation';\nexport const go = () => navigate('/');\n",
      'src/views/home/boundary-fixture.ts',
    );
    expect(problems).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('views make no calls') }),
    ]);
    expect(await problemsOf("import { t } from '../../services/i18n';\nexport const title = () => t('route.home');\n", 'src/views/home/boundary-fixture.ts')).toEqual([]);
  });

  it('a module importing the app that composes it fails', async () => {
    const problems = await problemsOf(
      "import type { Services } from '../../services';\nexport type All = Services;\n",
      'server/modules/site/boundary-fixture.ts',
    );
    expect(problems).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('does not import the app') }),
    ]);
  });
});

describe("the demo maker's game pages", { timeout: 60_000 }, () => {
  it('importing server code fails', async () => {
    const problems = await problemsOf(
      "import type { GameMakerAdapter } from '../../../maker-adapter';\nexport type Adapter = GameMakerAdapter;\n",
      'server/makers/demo/web/shared/boundary-fixture.ts',
    );
    expect(problems).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('import only src/domain and their own files') }),
    ]);
  });

  it("importing the web app's views fails", async () => {
    const problems = await problemsOf(
      "import { loadFontsFor } from '../../../../../src/views/locale-fonts';\nexport const fonts = loadFontsFor;\n",
      'server/makers/demo/web/shared/boundary-fixture.ts',
    );
    expect(problems).toEqual([expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('shares only src/domain') })]);
  });

  it('importing src/domain and their own shared module passes', async () => {
    const problems = await problemsOf(
      "import { LOCALES } from '../../../../../src/domain/locales';\nimport { h } from './dom';\nexport const first = [LOCALES[0], h];\n",
      'server/makers/demo/web/shared/boundary-fixture.ts',
    );
    expect(problems).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  it('a loop of type-only imports fails, on each file of the loop', async () => {
    const results = await eslint.lintFiles(CYCLE_FIXTURES.map((file) => path.join(ROOT, file)));
    const byFile = results.map((result) => ({
      file: path.relative(ROOT, result.filePath),
      problems: result.messages.map(({ ruleId, message }) => ({ ruleId, message })),
    }));
    expect(byFile).toEqual([
      { file: CYCLE_FIXTURES[0], problems: [{ ruleId: 'local/no-import-cycle', message: expect.stringContaining('./registry -> ./command') }] },
      { file: CYCLE_FIXTURES[1], problems: [{ ruleId: 'local/no-import-cycle', message: expect.stringContaining('./command -> ./registry') }] },
    ]);
  });

  it('import-x/no-cycle alone does not see that loop (why the local rule exists)', async () => {
    const plain = new ESLint({
      cwd: ROOT,
      ignore: false,
      overrideConfig: { rules: { 'local/no-import-cycle': 'off', 'import-x/no-cycle': 'error' } },
    });
    const results = await plain.lintFiles(CYCLE_FIXTURES.map((file) => path.join(ROOT, file)));
    expect(results.flatMap((result) => result.messages)).toEqual([]);
  });
});

describe('wire schemas stay out of browser code', { timeout: 60_000 }, () => {
  it('a view importing a wire schema at run time fails', async () => {
    const problems = await problemsOf(
      "import { BillItemSchema } from '../../domain/bill.schema';\nexport const schema = BillItemSchema;\n",
      'src/views/wallet/boundary-fixture.ts',
    );
    expect(problems).toEqual([expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('as types only') })]);
  });

  it('a machine importing TypeBox fails', async () => {
    const problems = await problemsOf("import { Type } from 'typebox';\nexport const schema = Type.Number();\n", 'src/machines/boundary-fixture.ts');
    expect(problems).toEqual([expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports', message: expect.stringContaining('as types only') })]);
  });

  it('a domain file importing a wire schema at run time fails', async () => {
    const problems = await problemsOf("import { BillItemSchema } from './bill.schema';\nexport const schema = BillItemSchema;\n", 'src/domain/boundary-fixture.ts');
    expect(problems).toEqual([expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports' })]);
  });

  it("importing a wire schema's type passes, and so does the server's import of the schema", async () => {
    expect(await problemsOf("import type { BillItem } from '../../domain/bill.schema';\nexport type Row = BillItem;\n", 'src/views/wallet/boundary-fixture.ts')).toEqual([]);
    expect(
      await problemsOf("import { BillItemSchema } from '../../../src/domain/bill.schema';\nexport const schema = BillItemSchema;\n", 'server/modules/wallet/boundary-fixture.ts'),
    ).toEqual([]);
  });
});
