// WCAG 2.1 AA contrast of every text/background pair the views use (src/styles/contrast-pairs.ts),
// computed from the theme tokens of all three themes. A translucent colour (the toast) is laid
// over the page's lightest surface, its worst case under white text.
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../src/domain/themes';
import { CONTRAST_PAIRS } from '../../src/styles/contrast-pairs';
import { themeTokens } from '../../src/styles/tokens';

type Rgb = readonly [number, number, number];

function parse(colour: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour);
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    return { rgb: [(n >> 16) & 255, (n >> 8) & 255, n & 255], alpha: 1 };
  }
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/i.exec(colour);
  if (rgba) return { rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])], alpha: rgba[4] === undefined ? 1 : Number(rgba[4]) };
  throw new Error(`not a colour this test reads: ${colour}`);
}

/** The colour seen when `colour` is drawn over the opaque `under`. */
function over(colour: string, under: Rgb): Rgb {
  const { rgb, alpha } = parse(colour);
  return [0, 1, 2].map((i) => rgb[i]! * alpha + under[i]! * (1 - alpha)) as unknown as Rgb;
}

/** WCAG 2.1 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('theme contrast (WCAG 2.1 AA)', () => {
  it('computes the WCAG figures it is checked against', () => {
    expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    // The figures the issue measured before the fix.
    expect(contrast(parse('#ffffff').rgb, parse('#1F8FFF').rgb)).toBeCloseTo(3.27, 2);
    expect(contrast(parse('#86909c').rgb, parse('#ffffff').rgb)).toBeCloseTo(3.24, 2);
  });

  for (const theme of THEMES) {
    describe(theme, () => {
      const tokens = themeTokens[theme];
      const white = parse(tokens.surface).rgb;
      for (const pair of CONTRAST_PAIRS) {
        const needed = pair.size === 'large' ? 3 : 4.5;
        it(`${pair.text} on ${pair.on} ≥ ${needed}:1 (${pair.usedBy})`, () => {
          const background = over(tokens[pair.on], white);
          const text = over(tokens[pair.text], background);
          expect(contrast(text, background)).toBeGreaterThanOrEqual(needed);
        });
      }
    });
  }
});
