// The browser build's plugin that drops the machines' descriptions (build/strip-machine-descriptions.ts):
// every machine file's description lines go, whichever quotes, and nothing else does.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutDescriptions } from '../../build/strip-machine-descriptions';

const machinesDir = new URL('../../src/machines/', import.meta.url);

describe('withoutDescriptions', () => {
  it('drops a description line in any of the three quotes, escapes included, and keeps the rest', () => {
    const source = [
      'createMachine({',
      "  id: 'toast',",
      "  description: 'One toast at a time; it hides itself (\\'soon\\').',",
      '  states: {',
      '    shown: {',
      '      description: "The player\'s toast is up.",',
      '      description: `A ${"template"} one`,',
      "      after: { shownFor: 'hidden' },",
      '    },',
      '  },',
      '});',
      '',
    ].join('\n');
    expect(withoutDescriptions(source)).toBe(
      ['createMachine({', "  id: 'toast',", '  states: {', '    shown: {', "      after: { shownFor: 'hidden' },", '    },', '  },', '});', ''].join('\n'),
    );
  });

  it('leaves a description that is not one string on its own line', () => {
    const source = "  description: 'one ' + 'two',\n  context: { description: 'kept' },\n";
    expect(withoutDescriptions(source)).toBe(source);
  });

  it('takes every description line, and only those, out of every machine of the app', () => {
    for (const file of readdirSync(machinesDir).filter((name) => name.endsWith('.machine.ts'))) {
      const source = readFileSync(new URL(file, machinesDir), 'utf8');
      const kept = source.split('\n').filter((line) => !/^\s*description:/.test(line));
      const stripped = withoutDescriptions(source).split('\n');
      expect(stripped, file).toEqual(kept);
    }
  });
});
