// The My games tab (SPEC.md §2: favorite, liked and history lists) and the Account page's My
// favorite, My like and Recently playing, which show one list each. A guest is asked to log in;
// signing in loads the list.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { Link } from 'wouter';
import { MY_GAMES_TABS, type MyGamesTab } from '../../domain/game';
import { paths } from '../../domain/routes';
import { myGamesMachine } from '../../machines/my-games.machine';
import { usePlayer, useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { GameTiles } from '../games/game-tile';
import * as games from '../games/games.css';
import { useT } from '../use-t';
import { LoadFailed } from '../components/load-failed';

const TAB_LABEL: Record<MyGamesTab, string> = { favorite: 'myGames.favorite', liked: 'myGames.liked', history: 'myGames.history' };
const EMPTY_TEXT: Record<MyGamesTab, string> = { favorite: 'myGames.emptyFavorite', liked: 'myGames.emptyLiked', history: 'myGames.emptyHistory' };

export default function MyGames() {
  const t = useT();
  return <GamesLists title={t('route.myGames')} tab />;
}

export const MyFavorite = () => <GamesLists title={useT()('route.myFavorite')} only="favorite" />;
export const MyLike = () => <GamesLists title={useT()('route.myLike')} only="liked" />;
export const RecentlyPlaying = () => <GamesLists title={useT()('route.recentlyPlaying')} only="history" />;

function GamesLists({ title, tab = false, only }: { title: string; tab?: boolean; only?: MyGamesTab }) {
  const t = useT();
  const id = useId();
  const guestGuard = useSessionChild('guestGuard');
  const signedIn = usePlayer((s) => s.context.token !== null);
  const lists = useActorRef(myGamesMachine, { input: { tab: only ?? 'favorite', signedIn } });
  const current = useSelector(lists, (s) => s.context.tab);
  const rows = useSelector(lists, (s) => s.context.rows);
  const phase = useSelector(lists, (s) => (s.matches('guest') ? 'guest' : s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'shown'));
  const error = useSelector(lists, (s) => s.context.error);
  const canMore = useSelector(lists, (s) => s.can({ type: 'MORE' }));
  const firstPage = useSelector(lists, (s) => s.context.page === 1);
  useEffect(() => lists.send({ type: 'PLAYER_CHANGED', signedIn }), [lists, signedIn]);

  return (
    <Screen title={title} tab={tab}>
      {!only && (
        <div className={frame.tabs} role="tablist" aria-label={title}>
          {MY_GAMES_TABS.map((l) => (
            <button key={l} type="button" role="tab" id={`${id}-${l}`} aria-selected={l === current} aria-controls={`${id}-panel`}
              className={frame.tabButton[l === current ? 'active' : 'idle']} onClick={() => lists.send({ type: 'SELECT_TAB', tab: l })}>
              {t(TAB_LABEL[l])}
            </button>
          ))}
        </div>
      )}
      <div id={`${id}-panel`} role={only ? undefined : 'tabpanel'} aria-labelledby={only ? undefined : `${id}-${current}`}>
        {phase === 'guest' && (
          <section className={frame.card}>
            <p className={frame.muted}>{t('myGames.guest')}</p>
            <button type="button" className={frame.primaryButton} onClick={() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' })}>
              {t('account.loginOrSignUp')}
            </button>
          </section>
        )}
        {phase === 'failed' && (
          <LoadFailed error={error} onRetry={() => lists.send({ type: 'RETRY' })} />
        )}
        {phase === 'shown' && rows.length === 0 && (
          <section className={frame.card}>
            <p className={frame.muted}>{t(EMPTY_TEXT[current])}</p>
            <Link href={paths.browser} className={frame.primaryButton}>{t('myGames.browse')}</Link>
          </section>
        )}
        {(rows.length > 0 || (phase === 'loading' && firstPage)) && (
          <GameTiles games={rows} label={t(TAB_LABEL[current])} loading={phase === 'loading' && firstPage ? 6 : 0} />
        )}
      </div>
      {(canMore || (phase === 'loading' && !firstPage)) && (
        <button type="button" className={games.moreButton} disabled={phase === 'loading'} onClick={() => lists.send({ type: 'MORE' })}>
          {phase === 'loading' ? t('common.loading') : t('games.more')}
        </button>
      )}
    </Screen>
  );
}
