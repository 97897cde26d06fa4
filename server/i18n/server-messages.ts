// The server's own user-facing texts (error replies), read once at start from the "server" object
// of each locales/<code>.json, the same files the web app uses, so every language ships together.
// The "validation" object is read too: a rule of src/domain/validation.ts broken on the server is
// answered with the very words the form shows (validation.<rule>).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_LOCALE, LOCALES, type LocaleCode } from '../../src/domain/locales';

export type MessageParams = Record<string, string | number>;
/** Looks up a dotted key such as 'server.notFound' and fills its {{name}} placeholders. */
export type Translate = (key: string, params?: MessageParams) => string;

export type ServerMessages = Record<LocaleCode, Map<string, string>>;

/** The top-level objects of a locale file the server answers with. */
const SERVER_SECTIONS = ['server', 'validation'] as const;

export const DEFAULT_LOCALES_DIR = fileURLToPath(new URL('../../locales', import.meta.url));

export interface LoadResult {
  messages: ServerMessages;
  /** Files that could not be read; their language falls back to en_US. */
  problems: string[];
}

export function loadServerMessages(localesDir = DEFAULT_LOCALES_DIR): LoadResult {
  const problems: string[] = [];
  const entries = LOCALES.map((locale): [LocaleCode, Map<string, string>] => {
    const file = path.join(localesDir, `${locale}.json`);
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const map = new Map<string, string>();
      for (const section of SERVER_SECTIONS) {
        const tree = isRecord(parsed) ? parsed[section] : undefined;
        flatten(isRecord(tree) ? tree : {}, section, map);
      }
      return [locale, map];
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      return [locale, new Map()];
    }
  });
  return { messages: Object.fromEntries(entries) as ServerMessages, problems };
}

export function translate(messages: ServerMessages, locale: LocaleCode, key: string, params?: MessageParams): string {
  const template = messages[locale].get(key) ?? messages[FALLBACK_LOCALE].get(key) ?? key;
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

function flatten(tree: Record<string, unknown>, prefix: string, into = new Map<string, string>()): Map<string, string> {
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}.${name}`;
    if (typeof value === 'string') into.set(key, value);
    else if (isRecord(value)) flatten(value, key, into);
  }
  return into;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
