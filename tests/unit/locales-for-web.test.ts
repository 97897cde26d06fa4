// The web build leaves the server's messages out of the language files it ships.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { localesForWeb } from '../../build/locales-for-web';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = localesForWeb().transform as unknown as Transform;

describe('locales for the web', () => {
  it('drops the server section and keeps every other key', () => {
    const file = new URL('../../locales/th_TH.json', import.meta.url);
    const source = readFileSync(file, 'utf8');
    const shipped = JSON.parse(transform(source, file.pathname)!.code);
    const original = JSON.parse(source);
    expect(shipped.server).toBeUndefined();
    expect(original.server).toBeDefined();
    const { server: _server, ...rest } = original;
    expect(shipped).toEqual(rest);
  });

  it('leaves other JSON alone', () => {
    expect(transform('{"server":1}', '/repo/package.json')).toBeNull();
  });
});
