// Tab-bar icons, one set per theme (SPEC.md §1): theme1 draws outlines, theme2 filled rounded
// shapes, theme3 outlines with a filled accent. Colours come from the theme through currentColor.
import type { TabRoute } from '../../domain/first-screen-paths';
import type { ThemeName } from '../../domain/themes';

const outline: Record<TabRoute, string> = {
  home: 'M4 11.5 12 5l8 6.5V20a1 1 0 0 1-1 1h-4.5v-5.5h-5V21H5a1 1 0 0 1-1-1z',
  browser: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  privilege: 'M4 9h16v4H4zM5 13h14v8H5zM12 9v12M12 9c-1.5-3-5-4-5-1.5S10 9 12 9c2 0 5 .5 5-1.5S13.5 6 12 9',
  myGames: 'M7 8h10a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6h-4A4 4 0 0 1 3 13v-1a4 4 0 0 1 4-4zM8 10.5v3M6.5 12h3M15.5 11.5h.01M17.5 13.5h.01',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 21a7.5 7.5 0 0 1 15 0',
};

const accent: Record<TabRoute, { cx: number; cy: number }> = {
  home: { cx: 12, cy: 12 },
  browser: { cx: 16.5, cy: 7.5 },
  privilege: { cx: 12, cy: 17 },
  myGames: { cx: 16.5, cy: 12.5 },
  account: { cx: 12, cy: 8 },
};

export function TabIcon({ tab, theme, active }: { tab: TabRoute; theme: ThemeName; active: boolean }) {
  const filled = theme === 'theme2';
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" data-icon-set={theme}>
      <path
        d={outline[tab]}
        fill={filled && active ? 'currentColor' : 'none'}
        fillOpacity={filled ? 0.9 : 1}
        stroke="currentColor"
        strokeWidth={theme === 'theme2' ? 2.2 : 1.7}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {theme === 'theme3' && <circle {...accent[tab]} r={active ? 2.6 : 1.6} fill="currentColor" />}
    </svg>
  );
}
