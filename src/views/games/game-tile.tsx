// A game as a tile of the lobby (its art, name and maker, and a maintenance mark), the grid and
// the sideways rail that hold tiles, and the art with its fallback while it loads or if it fails.
import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { GameItem } from '../../domain/game.schema';
import { nameInitials } from '../../domain/game-format';
import { firstScreenPaths as paths } from '../../domain/first-screen-paths';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './game-tile.css';

export const gameDetailPath = (gameId: number) => `${paths.gameDetail}?id=${gameId}`;

/**
 * A game's (or maker's) picture; its initials on the brand's gradient until it loads, or if it fails.
 * `eager` pictures are the first a player sees: loaded at once and first (the home's first rail is
 * the page's largest paint), where the rest wait until they are scrolled near.
 */
export function GameArt({ src, name, className, eager = false }: { src: string; name: string; className?: string; eager?: boolean }) {
  // A picture is drawn over its initials as it arrives, without a fade. Faded in, an eager one
  // waited for the load event's re-render and 200 ms more, all of it counted in the page's largest
  // paint; in a page rendered on the server the others stayed hidden until the scripts ran, and
  // their fades then cost the main thread a burst of transition events. An eager picture, the
  // first a player sees, goes without initials under it.
  const [state, setState] = useState<'arriving' | 'shown' | 'failed'>(!src ? 'failed' : eager ? 'shown' : 'arriving');
  // In a page rendered on the server the picture may have failed before React took the markup
  // over, and its error event is gone: read what it already is. One that loaded already covers its
  // initials, so it is left as it is rather than rendered again.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const loaded = image.current;
    if (loaded?.complete && loaded.naturalWidth === 0) setState('failed');
  }, []);
  return (
    <span className={clsx(styles.art, className)}>
      {state !== 'shown' && <span className={styles.initials} aria-hidden="true">{nameInitials(name)}</span>}
      {state !== 'failed' && (
        <img ref={image} src={src} alt="" decoding="async" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined}
          className={styles.image}
          onLoad={() => setState('shown')} onError={() => setState('failed')} />
      )}
    </span>
  );
}

export function GameTile({ game, className, eager }: { game: GameItem; className?: string; eager?: boolean }) {
  const t = useT();
  return (
    <li className={clsx(styles.tile, className)} data-testid="game-tile">
      <Link href={gameDetailPath(game.id)} className={styles.link}>
        <span className={styles.artFrame}>
          <GameArt src={game.icon} name={game.name} eager={eager} />
          {game.maintenance && <span className={styles.maintenance}>{t('home.maintenance')}</span>}
        </span>
        <span className={styles.name}>{game.name}</span>
        <span className={styles.maker}>{game.makerName}</span>
      </Link>
    </li>
  );
}

/**
 * Games in rows; `rail` scrolls sideways on a phone. `loading` placeholders stand in while loading;
 * the first `eager` tiles' pictures load at once (those on screen before any scroll).
 */
export function GameTiles({ games, rail = false, label, loading = 0, eager = 0 }: { games: GameItem[]; rail?: boolean; label?: string; loading?: number; eager?: number }) {
  const itemClass = rail ? styles.railItem : undefined;
  return (
    <ul className={rail ? styles.rail : styles.grid} aria-label={label} aria-busy={loading > 0 || undefined}>
      {loading > 0
        ? Array.from({ length: loading }, (_, index) => (
            <li key={index} className={clsx(styles.tile, itemClass)} aria-hidden="true"><span className={styles.placeholder} /></li>
          ))
        : games.map((game, index) => <GameTile key={game.id} game={game} className={itemClass} eager={index < eager} />)}
    </ul>
  );
}

/**
 * A titled section of game tiles, as the home, the desktop home and the browser show them:
 * `placeholders` tiles while `games` is undefined (still loading), "no games" when it is empty.
 * `label` names the section for assistive technology when that differs from its heading.
 */
export function GameSection({ title, label, games, className, rail = false, placeholders, eager = 0 }: {
  title: string;
  label?: string;
  games: GameItem[] | undefined;
  className?: string;
  rail?: boolean;
  placeholders: number;
  eager?: number;
}) {
  const t = useT();
  return (
    <section className={className} aria-label={label ?? title}>
      <h3 className={frame.sectionTitle}>{title}</h3>
      {games && games.length === 0 ? (
        <p className={frame.muted}>{t('home.noGames')}</p>
      ) : (
        <GameTiles games={games ?? []} rail={rail} loading={games ? 0 : placeholders} eager={eager} />
      )}
    </section>
  );
}
