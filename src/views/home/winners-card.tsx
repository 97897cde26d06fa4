// The winners of the home screen: the top 20 single wins of all time and the best of the day, week
// and month, from recorded rounds. Names come masked from the server; amounts in the site's money
// format; times relative (SPEC.md §9), older ones as the site's date.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { TOP_WINNERS_LIMIT } from '../../domain/game';
import type { GameWinner } from '../../domain/game.schema';
import { formatMoney } from '../../domain/money-format';
import { WINNER_PERIODS, type gameHomeMachine, type WinnerPeriod } from '../../machines/game-home.machine';
import { useCurrentSiteInfo } from '../app-actors';
import * as frame from '../components/screen.css';
import { GameArt, gameDetailPath } from '../games/game-tile';
import { TimeAgo } from '../games/time-ago';
import { useT } from '../use-t';
import * as styles from './home.css';

const LISTS = { top: 'topWinners', day: 'dayWinners', week: 'weekWinners', month: 'monthWinners' } as const;
const TAB_LABEL: Record<WinnerPeriod, string> = { top: 'home.allTime', day: 'home.day', week: 'home.week', month: 'home.month' };

export default function WinnersCard({ lobby }: { lobby: ActorRefFrom<typeof gameHomeMachine> }) {
  const t = useT();
  const id = useId();
  const period = useSelector(lobby, (s) => s.context.period);
  const winners = useSelector(lobby, (s) => s.context.home?.[LISTS[s.context.period]] ?? []);
  const title = t('home.winners', { count: TOP_WINNERS_LIMIT });
  return (
    <section className={frame.card} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={frame.sectionTitle}>{title}</h3>
      <div className={frame.tabs} role="tablist" aria-label={title}>
        {WINNER_PERIODS.map((p) => (
          <button key={p} type="button" role="tab" id={`${id}-${p}`} aria-selected={p === period} aria-controls={`${id}-panel`}
            className={frame.tabButton[p === period ? 'active' : 'idle']} onClick={() => lobby.send({ type: 'SELECT_PERIOD', period: p })}>
            {t(TAB_LABEL[p])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${period}`}>
        {winners.length === 0 ? (
          <p className={styles.noWinners}>{t('home.noWinners')}</p>
        ) : (
          <ol className={styles.winners}>
            {winners.map((winner, index) => <WinnerRow key={`${winner.time}-${index}`} winner={winner} rank={index + 1} />)}
          </ol>
        )}
      </div>
    </section>
  );
}

function WinnerRow({ winner, rank }: { winner: GameWinner; rank: number }) {
  const symbol = useCurrentSiteInfo()?.currencySymbol ?? '';
  return (
    <li className={styles.winner} data-testid="winner-row">
      <span className={styles.rank[rank <= 3 ? 'podium' : 'rest']}>{rank}</span>
      <Link href={gameDetailPath(winner.gameId)} className={styles.winnerGame} tabIndex={-1} aria-hidden="true">
        <GameArt src={winner.gameIcon} name={winner.gameName} className={styles.winnerArt} />
      </Link>
      <span className={styles.winnerWho}>
        <span className={styles.winnerName}>{winner.playerName}</span>
        <Link href={gameDetailPath(winner.gameId)} className={styles.winnerGameName}>{winner.gameName}</Link>
      </span>
      <span className={styles.winnerWin}>
        <span className={styles.winnerAmount}>{formatMoney(winner.amount, symbol)}</span>
        <TimeAgo epochMs={winner.time} className={styles.winnerTime} />
      </span>
    </li>
  );
}
