// /pages/index/gameDetail?id=<gameId> (SPEC.md §2 gameDetail): the game's art, name, maker, RTP,
// tags and counts; favorite and like; Play (a guest logs in first, a game in maintenance cannot
// start, an empty wallet is offered the deposit page); the Details and Comment tabs.
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useId } from 'react';
import { Link, useSearch } from 'wouter';
import { formatCount, formatDecimal, formatWholeNumber, siteDateTime } from '../../domain/display-format';
import { tagName } from '../../domain/tag-name';
import type { GameDetail as Game } from '../../domain/game.schema';
import { paths } from '../../domain/routes';
import { DETAIL_TABS, gameDetailMachine, type DetailTab } from '../../machines/game-detail.machine';
import { usePlayer, useSessionChild, useSiteInfo, useWallet } from '../app-actors';
import NotFound from '../components/not-found';
import { ConfirmSheet } from '../components/confirm-sheet';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './game-detail.css';
import { GameArt } from './game-tile';
import { ScoreStars } from './score-stars';
import { LoadFailed } from '../components/load-failed';

const GameComments = lazy(() => import('./game-comments'));

export default function GameDetail() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <GamePage key={id} gameId={id} />;
}

function GamePage({ gameId }: { gameId: number }) {
  const t = useT();
  const guestGuard = useSessionChild('guestGuard');
  const wallet = useSessionChild('wallet');
  const signedIn = usePlayer((s) => s.context.token !== null);
  const page = useActorRef(gameDetailMachine, { input: { gameId, signedIn, askLogin: () => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' }) } });
  const game = useSelector(page, (s) => s.context.game);
  const phase = useSelector(page, (s) => (s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'shown'));
  const error = useSelector(page, (s) => s.context.error);
  useEffect(() => page.send({ type: 'PLAYER_CHANGED', signedIn }), [page, signedIn]);
  // Play decides on the balance: it is asked again when the page opens.
  useEffect(() => {
    if (signedIn) wallet.send({ type: 'REFRESH' });
  }, [signedIn, wallet]);

  return (
    <Screen title={game?.name ?? t('route.gameDetail')}>
      {phase === 'loading' && <div className={styles.heroPlaceholder} role="status" aria-busy="true" aria-label={t('common.loading')} />}
      {phase === 'failed' && (
        <LoadFailed error={error} onRetry={() => page.send({ type: 'RETRY' })} />
      )}
      {game && <GameBody page={page} game={game} />}
    </Screen>
  );
}

type Page = ReturnType<typeof useActorRef<typeof gameDetailMachine>>;

function GameBody({ page, game }: { page: Page; game: Game }) {
  const t = useT();
  const id = useId();
  const tab = useSelector(page, (s) => s.context.tab);
  return (
    <div className={styles.page}>
      <div className={styles.summary}>
        <Hero page={page} game={game} />
        <Marks page={page} game={game} />
        <PlayArea page={page} game={game} />
      </div>
      <section className={styles.tabsCard}>
        <div className={frame.tabs} role="tablist" aria-label={game.name}>
          {DETAIL_TABS.map((each) => (
            <button key={each} type="button" role="tab" id={`${id}-${each}`} aria-selected={each === tab} aria-controls={`${id}-panel`}
              className={frame.tabButton[each === tab ? 'active' : 'idle']} onClick={() => page.send({ type: 'SELECT_TAB', tab: each })}>
              {each === 'comment' ? t('games.detail.commentTab', { count: formatWholeNumber(game.commentCount) }) : t('games.detail.detailsTab')}
            </button>
          ))}
        </div>
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className={styles.panel}>
          {tab === 'details' ? <Details game={game} /> : <CommentTab gameId={game.id} tab={tab} />}
        </div>
      </section>
    </div>
  );
}

function Hero({ page, game }: { page: Page; game: Game }) {
  const t = useT();
  const catalogueTags = useSelector(page, (s) => s.context.tags);
  const tags = catalogueTags.filter((tag) => game.tags.includes(tag.code));
  return (
    <section className={styles.hero} aria-labelledby="game-name">
      <div className={styles.backdrop} aria-hidden="true">
        {game.icon && <img src={game.icon} alt="" className={styles.backdropImage} />}
      </div>
      <GameArt src={game.icon} name={game.name} className={styles.heroArt} />
      <div className={styles.heroText}>
        <h2 id="game-name" className={styles.gameName}>{game.name}</h2>
        <Link href={`${paths.makerGameList}?makerId=${game.makerId}`} className={styles.makerLink}>{game.makerName}</Link>
        <p className={styles.facts}>
          <span>{t(`games.category.${game.category}`)}</span>
          {game.rtp !== null && <span>{t('games.detail.rtp', { rtp: formatDecimal(game.rtp) })}</span>}
          <span>{t('games.detail.plays', { count: formatCount(game.playCount, t) })}</span>
        </p>
        {game.score === null ? (
          <p className={styles.facts}>{t('games.detail.noScore')}</p>
        ) : (
          <div className={styles.score}>
            <ScoreStars score={game.score} label={t('games.detail.score', { score: formatDecimal(game.score) })} />
            <span className={styles.scoreText} aria-hidden="true">{formatDecimal(game.score)}</span>
          </div>
        )}
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label={t('home.tags')}>
            {tags.map((tag) => (
              <li key={tag.id}><Link href={`${paths.makerGameList}?tagId=${tag.id}`} className={styles.tag}>{tagName(tag, t)}</Link></li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function Marks({ page, game }: { page: Page; game: Game }) {
  const t = useT();
  return (
    <div className={styles.marks}>
      <MarkButton
        on={game.favorite}
        onToggle={() => page.send({ type: 'TOGGLE_FAVORITE' })}
        icon="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
        label={t('games.detail.favorite')}
        count={game.favoriteCount}
        countTitle={t('games.detail.favoriteCount', { count: formatWholeNumber(game.favoriteCount) })}
      />
      <MarkButton
        on={game.liked}
        onToggle={() => page.send({ type: 'TOGGLE_LIKE' })}
        icon="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z"
        label={t('games.detail.like')}
        count={game.likeCount}
        countTitle={t('games.detail.likeCount', { count: formatWholeNumber(game.likeCount) })}
      />
    </div>
  );
}

/** A mark the player toggles (favourite, like): its outlined icon filled while on, and how many set it. */
function MarkButton({ on, onToggle, icon, label, count, countTitle }: { on: boolean; onToggle: () => void; icon: string; label: string; count: number; countTitle: string }) {
  const t = useT();
  return (
    <button type="button" aria-pressed={on} className={styles.mark[on ? 'on' : 'off']} onClick={onToggle}>
      <svg viewBox="0 0 24 24" className={styles.markIcon} aria-hidden="true">
        <path d={icon} fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span>{label}</span>
      <span className={styles.markCount} title={countTitle}>{formatCount(count, t)}</span>
    </button>
  );
}

function PlayArea({ page, game }: { page: Page; game: Game }) {
  const t = useT();
  const balance = useWallet((s) => s.context.balanceObj?.balance ?? null);
  const insufficient = useSelector(page, (s) => s.matches({ shown: { play: 'insufficient' } }));
  return (
    <div className={styles.playArea}>
      {game.maintenance && <p className={styles.maintenance} role="status">{t('games.detail.maintenance')}</p>}
      <button type="button" className={styles.playButton} disabled={game.maintenance} onClick={() => page.send({ type: 'PLAY', balance })}>
        <svg viewBox="0 0 24 24" className={styles.markIcon} aria-hidden="true"><path d="M8 5.5v13l10.5-6.5z" fill="currentColor" /></svg>
        {t('games.detail.play')}
      </button>
      {insufficient && (
        <ConfirmSheet
          title={t('games.detail.play')}
          text={t('games.detail.insufficient')}
          confirmText={t('games.detail.deposit')}
          onCancel={() => page.send({ type: 'DISMISS' })}
          onConfirm={() => page.send({ type: 'DEPOSIT' })}
        />
      )}
    </div>
  );
}

function Details({ game }: { game: Game }) {
  const t = useT();
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  return (
    <div className={styles.details}>
      <dl className={styles.factsList}>
        <dt className={styles.factName}>{t('games.detail.developer')}</dt>
        <dd>{game.developer}</dd>
        <dt className={styles.factName}>{t('games.detail.lastUpdated')}</dt>
        <dd><time dateTime={new Date(game.lastUpdated).toISOString()}>{siteDateTime(game.lastUpdated, zone)}</time></dd>
        {game.rtp !== null && (
          <>
            <dt className={styles.factName}>{t('games.detail.rtpName')}</dt>
            <dd>{`${formatDecimal(game.rtp)}%`}</dd>
          </>
        )}
      </dl>
      <h3 className={styles.detailsTitle}>{t('games.detail.description')}</h3>
      <p className={styles.prose}>{game.description}</p>
      <h3 className={styles.detailsTitle}>{t('games.detail.howToPlay')}</h3>
      <p className={styles.prose}>{game.howToPlay}</p>
    </div>
  );
}

function CommentTab({ gameId, tab }: { gameId: number; tab: DetailTab }) {
  const t = useT();
  return (
    <Suspense fallback={<p className={frame.muted}>{t('common.loading')}</p>}>
      {tab === 'comment' && <GameComments gameId={gameId} />}
    </Suspense>
  );
}
