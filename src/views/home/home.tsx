// The Home tab (SPEC.md §2): the site's brand, the notices strip, the navigation tags, the Trending
// and New rails and the winners (the top 20 of all time, and by day, week and month). The lists
// are asked again every few minutes and whenever the player comes back to the page. The winners
// card comes in its own chunk: it is below the rails and brings the money and date formats.
// Inside the desktop layout this address shows the desktop lobby, as /pages/desktop/index does:
// one lobby on a desktop, whichever home address the player arrived at (a login lands here).
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { Link } from 'wouter';
import { tagName } from '../../domain/tag-name';
import { firstScreenPaths as paths } from '../../domain/first-screen-paths';
import { gameHomeMachine } from '../../machines/game-home.machine';
import { afterPageLoad } from '../after-page-load';
import { useCurrentSiteInfo, useSignedIn } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useDesktopActor } from '../desktop/desktop-actor';
import { markHomeHydrated, useFirstLobby } from '../first-screen';
import { GameSection } from '../games/game-tile';
import { useT } from '../use-t';
import { HomeNotices } from './home-notices';
import * as styles from './home.css';

// The winners and the promotions' carousel (pictures and a machine) come in their own chunks,
// fetched once the page has loaded: the server's markup of them stays as it is until then (React
// hydrates a Suspense boundary whose code is not there yet later, on its own), and a home drawn in
// the browser holds their space meanwhile.
const WinnersCard = lazy(() => afterPageLoad().then(() => import('./winners-card')));
const PromotionHero = lazy(() => afterPageLoad().then(() => import('./promotion-hero')));
const DesktopHome = lazy(() => import('../desktop/desktop-home'));

/** Tiles drawn while the lists load: a rail's worth on a phone. */
const PLACEHOLDER_TILES = 4;
// The tiles of the first rail that a phone shows before any scroll: the page's largest paint.
const FIRST_RAIL_EAGER_TILES = 4;

export default function Home() {
  if (useDesktopActor()) return <Suspense fallback={null}><DesktopHome /></Suspense>;
  return <PhoneHome />;
}

function PhoneHome() {
  const t = useT();
  const siteInfo = useCurrentSiteInfo();
  const firstLobby = useFirstLobby();
  const lobby = useActorRef(gameHomeMachine, { input: { lobby: firstLobby } });
  const signedIn = useSignedIn();
  const home = useSelector(lobby, (s) => s.context.home);
  const tags = useSelector(lobby, (s) => s.context.tags);
  const failed = useSelector(lobby, (s) => s.matches('failed'));
  const error = useSelector(lobby, (s) => s.context.error);
  useRefreshOnReturn(lobby);
  useEffect(markHomeHydrated, []);
  // The page's lists are a guest's: a signed-in player's own (a self-excluded player's are empty)
  // are asked for at once, quietly, instead of at the next refresh. The player is known right
  // after hydrating (the page is rendered signed out), when the page's lists are no longer handed.
  const [listsFromPage] = useState(firstLobby !== null);
  useEffect(() => {
    if (listsFromPage && signedIn) lobby.send({ type: 'REFRESH' });
  }, [listsFromPage, lobby, signedIn]);

  return (
    <Screen title={t('route.home')} tab>
      <div className={styles.lobby}>
        <div className={styles.main}>
          <section className={styles.brand} aria-label={siteInfo?.websiteName}>
            {siteInfo?.websiteLogo && <img className={styles.logo} src={siteInfo.websiteLogo} alt="" />}
            <h2 className={styles.name}>{siteInfo?.websiteName}</h2>
          </section>
          <HomeNotices ready={home !== null || failed} />
          <HeroSlot />
          {tags.length > 0 && (
            <nav aria-label={t('home.tags')}>
              <ul className={styles.tags}>
                {tags.map((tag) => (
                  <li key={tag.id}>
                    <Link href={`${paths.makerGameList}?tagId=${tag.id}`} className={styles.tag}>
                      {tag.icon && <img src={tag.icon} alt="" className={styles.tagIcon} />}
                      {tagName(tag, t)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {failed ? (
            <section className={frame.card} role="alert">
              <p className={frame.muted}>{error || t('common.networkError')}</p>
              <button type="button" className={frame.primaryButton} onClick={() => lobby.send({ type: 'RETRY' })}>{t('common.retry')}</button>
            </section>
          ) : (
            <>
              <GameSection className={styles.section} title={t('home.trending')} games={home?.trending} rail placeholders={PLACEHOLDER_TILES} eager={FIRST_RAIL_EAGER_TILES} />
              <GameSection className={styles.section} title={t('home.new')} games={home?.newGames} rail placeholders={PLACEHOLDER_TILES} />
            </>
          )}
        </div>
        {home && (
          <aside className={styles.aside}>
            <WinnersSlot lobby={lobby} />
          </aside>
        )}
      </div>
    </Screen>
  );
}

// Memoised, so a render of the home (the player signs in, the lists come back) never reaches a
// boundary whose server markup waits for its code: React would drop that markup for the fallback.
const HeroSlot = memo(function HeroSlot() {
  return <Suspense fallback={<div className={styles.heroPlaceholder} />}><PromotionHero /></Suspense>;
});

const WinnersSlot = memo(function WinnersSlot({ lobby }: { lobby: ActorRefFrom<typeof gameHomeMachine> }) {
  return (
    <Suspense fallback={<section className={styles.winnersPlaceholder} />}>
      <WinnersCard lobby={lobby} />
    </Suspense>
  );
});

/** Asks the lists again when the page is shown again: the window regains focus or the tab becomes visible. */
function useRefreshOnReturn(lobby: ActorRefFrom<typeof gameHomeMachine>) {
  useEffect(() => {
    const refresh = () => lobby.send({ type: 'REFRESH' });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [lobby]);
}
