// /pages/browser/searchGame (SPEC.md §2): games by name. The search starts once the player stops
// typing (SPEC.md §9 debounce); results page on with "More"; nothing found and failures say so.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { formatWholeNumber } from '../../domain/display-format';
import { GAME_SEARCH_MAX_LENGTH } from '../../domain/game';
import { gameSearchMachine } from '../../machines/game-search.machine';
import { visuallyHidden } from '../../styles/utilities.css';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { GameTiles } from './game-tile';
import * as styles from './games.css';
import { LoadFailed } from '../components/load-failed';

export default function SearchGame() {
  const t = useT();
  const id = useId();
  const search = useActorRef(gameSearchMachine);
  const text = useSelector(search, (s) => s.context.text);
  const query = useSelector(search, (s) => s.context.query);
  const rows = useSelector(search, (s) => s.context.rows);
  const error = useSelector(search, (s) => s.context.error);
  const phase = useSelector(search, (s) =>
    s.matches('searching') ? 'searching' : s.matches('empty') ? 'empty' : s.matches('failed') ? 'failed' : s.matches('idle') || s.matches('typing') ? 'idle' : 'results',
  );
  const loadingMore = useSelector(search, (s) => s.matches('loadingMore'));
  const canMore = useSelector(search, (s) => s.can({ type: 'MORE' }));
  const total = useSelector(search, (s) => s.context.total);

  return (
    <Screen title={t('route.searchGame')}>
      <form role="search" className={styles.searchForm} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-name`} className={visuallyHidden}>{t('browser.searchPlaceholder')}</label>
        <input id={`${id}-name`} type="search" className={styles.searchInput} value={text} maxLength={GAME_SEARCH_MAX_LENGTH}
          placeholder={t('browser.searchPlaceholder')} autoComplete="off" enterKeyHint="search" autoFocus
          onChange={(event) => search.send({ type: 'TYPE', text: event.target.value })} />
        {text !== '' && (
          <button type="button" className={styles.clearButton} onClick={() => search.send({ type: 'CLEAR' })} aria-label={t('games.search.clear')}>×</button>
        )}
      </form>
      <div aria-live="polite" className={styles.searchStatus}>
        {phase === 'idle' && <p className={frame.muted}>{t('games.search.hint')}</p>}
        {phase === 'searching' && <p className={frame.muted}>{t('common.loading')}</p>}
        {phase === 'empty' && <p className={frame.muted}>{t('games.search.noResults', { name: query })}</p>}
        {phase === 'results' && <p className={frame.muted}>{t('games.search.found', { count: formatWholeNumber(total), name: query })}</p>}
      </div>
      {phase === 'failed' && (
        <LoadFailed error={error} onRetry={() => search.send({ type: 'RETRY' })} />
      )}
      {(phase === 'results' || phase === 'searching') && <GameTiles games={rows} label={t('games.search.results')} loading={phase === 'searching' ? 6 : 0} />}
      {phase === 'results' && (canMore || loadingMore) && (
        <button type="button" className={styles.moreButton} disabled={loadingMore} onClick={() => search.send({ type: 'MORE' })}>
          {loadingMore ? t('common.loading') : t('games.more')}
        </button>
      )}
    </Screen>
  );
}
