// View style files take every length, colour and stacking level from the theme contract
// (src/styles/theme.css.ts) or a shared recipe (src/styles/recipes): a pixel or colour literal, or
// a bare z-index number, in src/views/**/*.css.ts fails here with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const viewsDir = join(root, 'src/views');

const RULES: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'pixel length', pattern: /(?<![\w$.-])-?\d*\.?\d+px\b/ },
  { name: 'hex colour', pattern: /#[0-9a-f]{3,8}\b/i },
  { name: 'colour function', pattern: /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i },
  { name: 'named colour', pattern: /['"`](?:white|black|red|green|blue|gray|grey|orange|yellow|pink|purple)['"`]/i },
  { name: 'bare z-index', pattern: /zIndex:\s*['"`]?-?\d/ },
];

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

/** Comments explain sizes in words ("a 390 px phone"); only code counts. */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' ')).replace(/\/\/.*$/gm, '');

function literalsIn(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) => RULES.filter(({ pattern }) => pattern.test(line)).map(({ name }) => `line ${index + 1}: ${name}: ${line.trim()}`));
}

describe('view style files use the theme contract, not literals', () => {
  it('catches each kind of literal it forbids', () => {
    expect(literalsIn("const a = style({ width: '64px' });")).toHaveLength(1);
    expect(literalsIn("const a = style({ color: '#1F8FFF' });")).toHaveLength(1);
    expect(literalsIn("const a = style({ background: 'rgba(0, 0, 0, 0.5)' });")).toHaveLength(1);
    expect(literalsIn("const a = style({ color: 'white' });")).toHaveLength(1);
    expect(literalsIn('const a = style({ zIndex: 100 });')).toHaveLength(1);
    expect(literalsIn("const a = style({ zIndex: '5' });")).toHaveLength(1);
    expect(literalsIn('// a 390px phone\nconst a = style({ gap: layout.space.md, zIndex: layout.zIndex.toast });')).toEqual([]);
  });

  const files = styleFiles(viewsDir);
  it('finds the view style files', () => expect(files.length).toBeGreaterThan(10));
  for (const file of files) {
    it(relative(root, file), () => expect(literalsIn(readFileSync(file, 'utf8'))).toEqual([]));
  }
});
