// The home's page paints from the rules its markup uses, inlined in its head; the whole stylesheet
// is held back for the app to apply (server/plugins/first-screen-styles.ts). The browser test
// (tests/e2e/first-screen.spec.ts) holds the layout the same with the sheet held up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FirstScreenStyles } from '../../../server/plugins/first-screen-styles';
import { HELD_STYLESHEET } from '../../../src/domain/first-screen';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-styles-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(path.join(webDir, 'assets/style-1.css'), [
  '.theme1 .hero { color: red }',
  '.theme2 .hero { color: blue }',
  '.hero { border-radius: 8px }',
  '.dialog { position: fixed }',
  '@media (min-width: 600px) { .tile { width: 120px } .sheet { width: 200px } }',
].join('\n'));
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const LINK = '<link rel="stylesheet" crossorigin href="/assets/style-1.css">';
const BODY = `<body>
    <div id="root"><main class="hero"><img class="tile" alt=""/></main></div><script type="application/json" id="first-screen-data">{"a":"<\\/script>"}</script>
  </body>
</html>`;
const PAGE = `<!doctype html>
<html lang="en-US" class="theme1">
  <head>
    <title>Lucky Star</title>
    <script type="module" crossorigin src="/assets/shell.js"></script>
    ${LINK}
  </head>
  ${BODY}`;

describe('the home page\'s own rules', () => {
  it('inlines the rules the page uses, its theme\'s and its media queries\', and none of the rest', async () => {
    const page = await new FirstScreenStyles(webDir).inline(PAGE);
    const rules = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? '';
    expect(rules).toContain('.theme1 .hero');
    expect(rules).toContain('border-radius:8px');
    expect(rules).toContain('.tile');
    expect(rules).not.toContain('.theme2');
    expect(rules).not.toContain('.dialog');
    expect(rules).not.toContain('.sheet');
  });

  it('holds the stylesheet back for the app, whole for a browser running no script, and leaves the markup as composed', async () => {
    const page = await new FirstScreenStyles(webDir).inline(PAGE);
    const head = page.split('</head>')[0]!;
    expect(head).toContain(`<link rel="stylesheet" crossorigin href="/assets/style-1.css" media="print" ${HELD_STYLESHEET}><noscript>${LINK}</noscript>`);
    expect(head.indexOf('<style>')).toBeLessThan(head.indexOf('media="print"'));
    expect(head.split('<link rel="stylesheet"')).toHaveLength(3);
    expect(page.endsWith(BODY)).toBe(true);
    expect(page.startsWith('<!doctype html>\n<html lang="en-US" class="theme1">')).toBe(true);
  });

  it('fails, rather than send a page without its stylesheet, when the page links none', async () => {
    await expect(new FirstScreenStyles(webDir).inline(PAGE.replace(LINK, ''))).rejects.toThrow(/no stylesheet/);
  });
});
