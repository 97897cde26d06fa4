// The Browser tab (SPEC.md §2): search, the categories as chips, and the chosen category's makers
// (each opens its games) and games. The chosen category is kept on the device; the page's `id`
// parameter, a category id, opens that one.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link, useSearch } from 'wouter';
import { formatWholeNumber } from '../../domain/display-format';
import type { GameMaker } from '../../domain/game.schema';
import { paths } from '../../domain/routes';
import { gameBrowserMachine } from '../../machines/game-browser.machine';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { GameArt, GameSection } from '../games/game-tile';
import { useT } from '../use-t';
import { SearchLink } from '../components/search-link';
import * as styles from './browser.css';
import { LoadFailed } from '../components/load-failed';

const PLACEHOLDER_TILES = 6;

export default function Browser() {
  const t = useT();
  const id = useId();
  const asked = Number(new URLSearchParams(useSearch()).get('id'));
  const browser = useActorRef(gameBrowserMachine, { input: { categoryId: Number.isInteger(asked) && asked > 0 ? asked : null } });
  const categories = useSelector(browser, (s) => s.context.categories);
  const chosen = useSelector(browser, (s) => s.context.categoryId);
  const makers = useSelector(browser, (s) => s.context.makers);
  const games = useSelector(browser, (s) => s.context.games);
  const phase = useSelector(browser, (s) =>
    s.matches('categoriesFailed') || s.matches({ category: 'failed' }) ? 'failed' : s.matches('noCategories') ? 'none' : s.hasTag('busy') ? 'loading' : 'shown',
  );
  const error = useSelector(browser, (s) => s.context.error);
  const chosenCode = categories.find((c) => c.id === chosen)?.code;

  return (
    <Screen title={t('route.browser')} tab>
      <SearchLink place="tab" />
      {categories.length > 0 && (
        <div className={styles.chips} role="tablist" aria-label={t('browser.categories')}>
          {categories.map((category) => (
            <button key={category.id} type="button" role="tab" id={`${id}-${category.id}`} aria-selected={category.id === chosen} aria-controls={`${id}-panel`}
              className={styles.chip[category.id === chosen ? 'chosen' : 'idle']} onClick={() => browser.send({ type: 'SELECT_CATEGORY', categoryId: category.id })}>
              {t(`games.category.${category.code}`)}
            </button>
          ))}
        </div>
      )}
      {phase === 'failed' && (
        <LoadFailed error={error} onRetry={() => browser.send({ type: 'RETRY' })} />
      )}
      {phase === 'none' && <p className={frame.muted}>{t('home.noGames')}</p>}
      {(phase === 'loading' || phase === 'shown') && (
        <div id={`${id}-panel`} role={categories.length > 0 ? 'tabpanel' : undefined} aria-labelledby={chosen !== null ? `${id}-${chosen}` : undefined} className={styles.panel}>
          <MakersSection makers={makers} listClassName={styles.makers} />
          <GameSection title={t('browser.games')} label={chosenCode ? t(`games.category.${chosenCode}`) : t('browser.games')}
            games={phase === 'loading' ? undefined : games} placeholders={PLACEHOLDER_TILES} />
        </div>
      )}
    </Screen>
  );
}

/** The makers of the chosen category as cards (the desktop home's category page shows the same, in its own grid). */
export function MakersSection({ makers, listClassName }: { makers: readonly GameMaker[]; listClassName: string }) {
  const t = useT();
  if (makers.length === 0) return null;
  return (
    <section aria-label={t('browser.makers')}>
      <h3 className={frame.sectionTitle}>{t('browser.makers')}</h3>
      <ul className={listClassName}>
        {makers.map((maker) => <MakerCard key={maker.id} maker={maker} />)}
      </ul>
    </section>
  );
}

/** A maker as a card of the browser. */
export function MakerCard({ maker }: { maker: GameMaker }) {
  const t = useT();
  return (
    <li className={styles.makerItem}>
      <Link href={`${paths.makerGameList}?makerId=${maker.id}`} className={styles.maker}>
        <GameArt src={maker.logo} name={maker.name} className={styles.makerLogo} />
        <span className={styles.makerText}>
          <span className={styles.makerName}>{maker.name}</span>
          <span className={styles.makerCount}>
            {maker.maintenance ? t('home.maintenance') : t('browser.gameCount', { count: formatWholeNumber(maker.gameCount) })}
          </span>
        </span>
      </Link>
    </li>
  );
}
