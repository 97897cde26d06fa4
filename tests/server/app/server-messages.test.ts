// The server's texts (the "server" object of locales/*.json): every key the server code names
// exists in all five languages, with the same {{placeholders}}.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/domain/locales';
import { loadServerMessages, translate } from '../../../server/i18n/server-messages';

const serverDir = fileURLToPath(new URL('../../../server', import.meta.url));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Keys written as literals in server code, e.g. request.t('server.notFound'). */
const usedKeys = [
  ...new Set(sourceFiles(serverDir).flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/'(server\.[\w.]+)'/g)].map((m) => m[1] ?? ''))),
].sort();

const { messages, problems } = loadServerMessages();
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('server messages', () => {
  it('all five locale files load', () => {
    expect(problems).toEqual([]);
  });

  it('the server code names its keys', () => {
    expect(usedKeys).toContain('server.notFound');
    expect(usedKeys).toContain('server.internalError');
  });

  it.each(LOCALES)('%s has every key the server uses, with the placeholders of en_US', (locale) => {
    for (const key of usedKeys) {
      const text = messages[locale].get(key);
      expect(text, `${locale} ${key}`).toBeTruthy();
      expect(placeholders(text ?? ''), `${locale} ${key}`).toEqual(placeholders(messages.en_US.get(key) ?? ''));
    }
    expect([...messages[locale].keys()].sort()).toEqual([...messages.en_US.keys()].sort());
  });

  it('fills placeholders and falls back to en_US, then to the key', () => {
    expect(translate(messages, 'zh_CN', 'server.fieldTooShort', { field: 'password', limit: 6 })).toBe('password 至少需要 6 个字符');
    expect(translate(messages, 'th_TH', 'server.no.such.key')).toBe('server.no.such.key');
  });
});
