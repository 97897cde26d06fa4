// The module walls hold in SQL too (README "Layout"): a module's queries name only its own tables.
// Who owns a table is where it is defined: the folder of the `*.tables.ts` file that declares it
// (server/modules/<area>/, server/shared/, server/makers/demo/, server/makers/seamless/). What another module needs, the
// owner exports: a read method handed over as a dependency, or a view declared in its tables file,
// which any module may read (views are what a module publishes in SQL). The test reads every
// server source file and fails on
// - a drizzle table object imported from outside the file's own folder that another owner declares,
// - SQL text (a `sql` template, `sql.raw(...)`) that names another owner's table after from, join,
//   into, update or table.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { is } from 'drizzle-orm';
import { PgTable, PgView, getTableConfig, getViewConfig } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'server');

/** Where the walls stand: each of these folders (and each area under server/modules) owns its own tables. */
function ownerOf(file: string): string | null {
  const relative = path.relative(SERVER, file).split(path.sep);
  if (relative[0] === 'modules' && relative.length > 2) return `modules/${relative[1]}`;
  if (relative[0] === 'makers' && relative[1] === 'demo' && relative[2] !== 'web') return 'makers/demo';
  if (relative[0] === 'makers' && relative[1] === 'seamless') return 'makers/seamless';
  if (relative[0] === 'shared') return 'shared';
  return null;
}

function sourceFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const walled = sourceFiles(SERVER).filter((file) => ownerOf(file) !== null);

interface Declared {
  name: string;
  owner: string;
  kind: 'table' | 'view';
}

/** Every table and view the tables files declare, by SQL name. */
async function declarations(): Promise<Map<string, Declared>> {
  const declared = new Map<string, Declared>();
  for (const file of walled.filter((candidate) => candidate.endsWith('.tables.ts'))) {
    const owner = ownerOf(file) as string;
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const entry: Declared | null = is(value, PgTable)
        ? { name: getTableConfig(value).name, owner, kind: 'table' }
        : is(value, PgView)
          ? { name: getViewConfig(value).name, owner, kind: 'view' }
          : null;
      if (!entry) continue;
      const before = declared.get(entry.name);
      if (before && before.owner !== owner) throw new Error(`${entry.name} is declared by both ${before.owner} and ${owner}`);
      declared.set(entry.name, entry);
    }
  }
  return declared;
}

/** The SQL text of a template (placeholders as blanks), with comments and quoted strings dropped. */
function sqlText(node: ts.TemplateLiteral | ts.StringLiteralLike): string {
  const raw = ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node) ? node.text : [node.head.text, ...node.templateSpans.map((span) => ` ? ${span.literal.text}`)].join('');
  return raw.replace(/--[^\n]*/g, ' ').replace(/'(?:[^']|'')*'/g, "''");
}

const TABLE_POSITION = /\b(?:from|join|into|update|table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

function isSqlTag(tag: ts.Expression): boolean {
  return ts.isIdentifier(tag) ? tag.text === 'sql' : false;
}

function isSqlRaw(call: ts.CallExpression): boolean {
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'sql' && callee.name.text === 'raw';
}

/** The file an import specifier names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

interface Crossing {
  file: string;
  table: string;
  owner: string;
  how: 'import' | 'sql';
}

/** What one file's SQL names of another owner's tables. `file` places it (its owner, its imports). */
async function crossingsIn(file: string, text: string, declared: Map<string, Declared>): Promise<Crossing[]> {
  const owner = ownerOf(file) as string;
  const relative = path.relative(ROOT, file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const foreignTable = (name: string) => {
    const entry = declared.get(name);
    return entry && entry.kind === 'table' && entry.owner !== owner ? entry : null;
  };
  const found: Crossing[] = [];
  const pending: Promise<void>[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolveImport(file, node.moduleSpecifier.text);
      const bindings = node.importClause?.namedBindings;
      if (target && ownerOf(target) !== owner && bindings) {
        pending.push(
          import(pathToFileURL(target).href).then((exports: Record<string, unknown>) => {
            const imported = ts.isNamespaceImport(bindings)
              ? Object.values(exports)
              : bindings.elements.filter((element) => !element.isTypeOnly).map((element) => exports[(element.propertyName ?? element.name).text]);
            for (const value of imported) {
              if (!is(value, PgTable)) continue;
              const entry = foreignTable(getTableConfig(value).name);
              if (entry) found.push({ file: relative, table: entry.name, owner: entry.owner, how: 'import' });
            }
          }),
        );
      }
    }
    const texts: (ts.TemplateLiteral | ts.StringLiteralLike)[] = [];
    if (ts.isTaggedTemplateExpression(node) && isSqlTag(node.tag)) texts.push(node.template);
    if (ts.isCallExpression(node) && isSqlRaw(node)) {
      const [argument] = node.arguments;
      if (argument && (ts.isStringLiteralLike(argument) || ts.isTemplateExpression(argument))) texts.push(argument);
    }
    for (const sqlNode of texts) {
      for (const match of sqlText(sqlNode).matchAll(TABLE_POSITION)) {
        const entry = foreignTable((match[1] as string).toLowerCase());
        if (entry) found.push({ file: relative, table: entry.name, owner: entry.owner, how: 'sql' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  await Promise.all(pending);
  return found;
}

const describeCrossing = (crossing: Crossing) => `${crossing.file}: ${crossing.how} ${crossing.table} (owned by ${crossing.owner})`;

async function crossings(declared: Map<string, Declared>): Promise<string[]> {
  const found = await Promise.all(walled.map((file) => crossingsIn(file, fs.readFileSync(file, 'utf8'), declared)));
  return [...new Set(found.flat().map(describeCrossing))].sort();
}

describe('SQL walls between modules', { timeout: 120_000 }, () => {
  it('every table in the schema is declared by exactly one owner', async () => {
    const declared = await declarations();
    const inSchema = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableConfig(table as PgTable).name)
      .sort();
    const tables = [...declared.values()].filter((entry) => entry.kind === 'table').map((entry) => entry.name);
    expect(tables.sort()).toEqual(inSchema);
  });

  it("no module's SQL names a table another module owns", async () => {
    expect(await crossings(await declarations())).toEqual([]);
  });

  it('sees a foreign table imported, aliased or named in SQL, and lets a module name its own tables and views', async () => {
    const declared = await declarations();
    // A made-up file placed in the levels module: what it would be flagged for.
    const file = path.join(SERVER, 'modules/levels/wall-probe.ts');
    const text = [
      "import { sql } from 'drizzle-orm';",
      "import { ledgerEntry as entries, userLevel } from '../../db/schema';",
      'export const own = sql`select * from user_level`;',
      // Another module's view is what it publishes: any module may read it.
      'export const published = sql`select g.name from game_summary g join player_summary p on p.level = g.id`;',
      'export const raw = sql.raw(`update "player" set level = 1`);',
      // A comment or a quoted string that says a table's name is not SQL naming it.
      "export const words = sql`select 'from player' as note -- join game_round\n from ${entries} e join ${userLevel} l on true`;",
      "export const joined = sql`select p.level from user_level l\n  left join game_round r on r.player_id = l.level`;",
    ].join('\n');
    const found = (await crossingsIn(file, text, declared)).map(describeCrossing);
    expect(found.sort()).toEqual([
      'server/modules/levels/wall-probe.ts: import ledger_entry (owned by modules/wallet)',
      'server/modules/levels/wall-probe.ts: sql game_round (owned by modules/games)',
      'server/modules/levels/wall-probe.ts: sql player (owned by modules/accounts)',
    ]);
  });
});
