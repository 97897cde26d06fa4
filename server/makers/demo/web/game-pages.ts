// The demo maker's game pages, one row each: Vite builds <code>.html for every row from the one
// document below, so a new game is a row here and a folder <code>/ with its main.ts, not another
// copy of the page.

export interface GamePage {
  /** The game's code: the page's file name and the folder of its script. */
  readonly code: string;
  readonly title: string;
  /** The browser's bar colour while the page loads, the game's own background. */
  readonly themeColor: string;
  /** The body class the game's stylesheet keys on. */
  readonly bodyClass: string;
}

export const GAME_PAGES: readonly GamePage[] = [
  { code: 'lucky-lanterns', title: 'Lucky Lanterns', themeColor: '#1a0b1f', bodyClass: 'game-lanterns' },
  { code: 'royal-roulette', title: 'Royal Roulette', themeColor: '#0b2a1c', bodyClass: 'game-roulette' },
  { code: 'jacks-or-better', title: 'Jacks or Better', themeColor: '#0a1a4a', bodyClass: 'game-poker' },
  { code: 'deep-sea-blaster', title: 'Deep Sea Blaster', themeColor: '#04213d', bodyClass: 'game-fishing' },
  { code: 'penalty-shootout', title: 'Penalty Shootout', themeColor: '#0a2413', bodyClass: 'game-shootout' },
];

export function gamePageHtml(page: GamePage): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${page.themeColor}" />
    <title>${page.title}</title>
  </head>
  <body class="${page.bodyClass}">
    <div id="app"></div>
    <script type="module" src="./${page.code}/main.ts"></script>
  </body>
</html>
`;
}
