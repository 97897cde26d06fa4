// /pages/privilege/allPrivilegeGames?id= (SPEC.md §2): the games whose rounds count towards a
// promotion, filtered by maker. A tile opens the game's page, which launches it as every game
// screen does.
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { gamesShown, promotionGamesMachine } from '../../machines/promotion-games.machine';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { GameTiles } from '../games/game-tile';
import { useT } from '../use-t';
import { LoadFailed } from './promotion-parts';
import * as styles from './promotion.css';

export default function AllPrivilegeGames() {
  const id = Number(new URLSearchParams(useSearch()).get('id') ?? Number.NaN);
  return <GamesPage key={id} id={id} />;
}

function GamesPage({ id }: { id: number }) {
  const t = useT();
  const page = useActorRef(promotionGamesMachine, { input: { id } });
  const makers = useSelector(page, (s) => s.context.makers);
  const makerId = useSelector(page, (s) => s.context.makerId);
  const games = useSelector(page, (s) => gamesShown(s.context));
  const phase = useSelector(page, (s) => (s.matches('failed') ? 'failed' : s.matches('missing') ? 'missing' : s.matches('shown') ? 'shown' : 'loading'));
  const error = useSelector(page, (s) => s.context.error);

  return (
    <Screen title={t('route.allPrivilegeGames')}>
      {makers.length > 1 && (
        <div className={styles.makerFilter} role="group" aria-label={t('promotion.makerFilter')}>
          {[null, ...makers.map((maker) => maker.id)].map((mid) => (
            <button key={mid ?? 'all'} type="button" aria-pressed={mid === makerId} className={frame.tabButton[mid === makerId ? 'active' : 'idle']}
              onClick={() => page.send({ type: 'MAKER', makerId: mid })}>
              {mid === null ? t('promotion.allMakers') : makers.find((maker) => maker.id === mid)?.name}
            </button>
          ))}
        </div>
      )}
      {phase === 'missing' && <div className={styles.card} role="alert"><p className={styles.text}>{t('promotion.missing')}</p></div>}
      {phase === 'failed' && (
        <LoadFailed error={error} onRetry={() => page.send({ type: 'RETRY' })} />
      )}
      {phase === 'shown' && games.length === 0 && <div className={styles.card}><p className={styles.text}>{t('promotion.noGames')}</p></div>}
      {(phase === 'loading' || games.length > 0) && <GameTiles games={games} label={t('route.allPrivilegeGames')} loading={phase === 'loading' ? 6 : 0} />}
    </Screen>
  );
}
