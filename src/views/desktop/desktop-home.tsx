// The desktop home (/pages/desktop/index, SPEC.md §2 desktop): the home menu across the top (the
// lobby and each game category; the desktop state's home menu page, kept in the address's
// `index` and `id`) and the chosen page across the width: the lobby's Trending and New as grids
// with the winners beside them, or a category's makers and games. The lists are the home's and
// the browser's machines; the tiles and the winners card are the home's own components.
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { TOP_WINNERS_LIMIT } from '../../domain/game';
import { HOME_MENU, homeMenuPath, LOBBY_PAGE, type HomeMenuPage } from '../../domain/desktop';
import { paths } from '../../domain/routes';
import { gameBrowserMachine } from '../../machines/game-browser.machine';
import { gameHomeMachine } from '../../machines/game-home.machine';
import { usePlayer, useSessionChild, useSiteInfo } from '../app-actors';
import { MakersSection } from '../browser/browser';
import { visuallyHidden } from '../../styles/utilities.css';
import * as frame from '../components/screen.css';
import { GameSection } from '../games/game-tile';
import { HomeNotices } from '../home/home-notices';
import * as homeStyles from '../home/home.css';
import { useT } from '../use-t';
import { useDesktop, useDesktopActor, type DesktopActor } from './desktop-actor';
import { SearchLink } from '../components/search-link';
import * as styles from './desktop-home.css';

const WinnersCard = lazy(() => import('../home/winners-card'));
const PromotionHero = lazy(() => import('../home/promotion-hero'));
// A phone that opens a desktop address gets the phone's home.
const PhoneHome = lazy(() => import('../home/home'));

/** Tiles drawn while a list loads: a row's worth on a desktop. */
const PLACEHOLDER_TILES = 8;

export default function DesktopHome() {
  const desktop = useDesktopActor();
  if (!desktop) return <Suspense fallback={null}><PhoneHome /></Suspense>;
  return <DesktopHomeFor desktop={desktop} />;
}

function DesktopHomeFor({ desktop }: { desktop: DesktopActor }) {
  const t = useT();
  const page = useDesktop(desktop, (s) => s.context.homeMenuPage);
  const browser = useActorRef(gameBrowserMachine, { input: { categoryId: page.id } });
  const categories = useSelector(browser, (s) => s.context.categories);
  const onCategory = HOME_MENU[page.index] === 'category' && page.id !== null;
  useEffect(() => {
    if (page.id !== null) browser.send({ type: 'SELECT_CATEGORY', categoryId: page.id });
  }, [browser, page.id]);
  const current = onCategory ? categories.find((c) => c.id === page.id) : undefined;

  const select = (event: MouseEvent, next: HomeMenuPage) => {
    event.preventDefault();
    desktop.send({ type: 'HOME_MENU_SELECTED', page: next });
  };
  const isCurrent = (next: HomeMenuPage) => next.index === page.index && next.id === page.id;
  const entries: Array<{ key: string; page: HomeMenuPage; label: string }> = [
    { key: 'lobby', page: LOBBY_PAGE, label: t('desktop.lobby') },
    ...categories.map((c) => ({ key: `category-${c.id}`, page: { index: HOME_MENU.indexOf('category'), id: c.id }, label: t(`games.category.${c.code}`) })),
  ];

  return (
    <div className={styles.home}>
      <nav className={styles.menu} aria-label={t('desktop.homeMenu')}>
        <ul className={styles.menuList}>
          {entries.map((entry) => (
            <li key={entry.key}>
              <a href={homeMenuPath(entry.page)} onClick={(event) => select(event, entry.page)}
                className={styles.menuEntry[isCurrent(entry.page) ? 'current' : 'idle']} aria-current={isCurrent(entry.page) ? 'page' : undefined}>
                {entry.label}
              </a>
            </li>
          ))}
        </ul>
        <SearchLink place="menu" />
      </nav>
      <main className={styles.main}>
        <h1 className={visuallyHidden}>{current ? t(`games.category.${current.code}`) : t('route.home')}</h1>
        {onCategory ? <CategoryPage browser={browser} /> : <Lobby />}
      </main>
    </div>
  );
}

function Lobby() {
  const t = useT();
  const lobby = useActorRef(gameHomeMachine, { input: {} });
  const home = useSelector(lobby, (s) => s.context.home);
  const failed = useSelector(lobby, (s) => s.matches('failed'));
  const error = useSelector(lobby, (s) => s.context.error);
  return (
    <div className={styles.lobby}>
      <div className={styles.lobbyMain}>
        <Welcome />
        <HomeNotices ready={home !== null || failed} />
        <Suspense fallback={<div className={homeStyles.heroPlaceholder} />}><PromotionHero /></Suspense>
        {failed ? (
          <section className={frame.card} role="alert">
            <p className={frame.muted}>{error || t('common.networkError')}</p>
            <button type="button" className={frame.primaryButton} onClick={() => lobby.send({ type: 'RETRY' })}>{t('common.retry')}</button>
          </section>
        ) : (
          <>
            <GameSection className={styles.section} title={t('home.trending')} games={home?.trending} placeholders={PLACEHOLDER_TILES} />
            <GameSection className={styles.section} title={t('home.new')} games={home?.newGames} placeholders={PLACEHOLDER_TILES} />
          </>
        )}
      </div>
      <aside className={styles.aside} aria-label={t('home.winners', { count: TOP_WINNERS_LIMIT })}>
        {home ? <Suspense fallback={<section className={styles.winnersPlaceholder} />}><WinnersCard lobby={lobby} /></Suspense>
          : <section className={styles.winnersPlaceholder} />}
      </aside>
    </div>
  );
}

/** The site's greeting: its name, and for a guest the way in. */
function Welcome() {
  const t = useT();
  const siteInfo = useSiteInfo((s) => s.context.siteInfo);
  const signedIn = usePlayer((s) => s.context.token !== null);
  const guestGuard = useSessionChild('guestGuard');
  return (
    <section className={styles.welcome} aria-label={siteInfo?.websiteName}>
      {siteInfo?.websiteLogo && <img className={styles.welcomeLogo} src={siteInfo.websiteLogo} alt="" />}
      <div className={styles.welcomeText}>
        <h2 className={styles.welcomeTitle}>{siteInfo?.websiteName}</h2>
        <p className={styles.welcomeLead}>{t('desktop.welcome')}</p>
      </div>
      {signedIn ? (
        <Link href={paths.recharge} className={styles.welcomeAction}>{t('desktop.deposit')}</Link>
      ) : (
        <button type="button" className={styles.welcomeAction} onClick={() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP', tab: 'signUp' })}>
          {t('desktop.signUp')}
        </button>
      )}
    </section>
  );
}

function CategoryPage({ browser }: { browser: ActorRefFrom<typeof gameBrowserMachine> }) {
  const t = useT();
  const makers = useSelector(browser, (s) => s.context.makers);
  const games = useSelector(browser, (s) => s.context.games);
  const phase = useSelector(browser, (s) =>
    s.matches('categoriesFailed') || s.matches({ category: 'failed' }) ? 'failed' : s.hasTag('busy') ? 'loading' : 'shown');
  const error = useSelector(browser, (s) => s.context.error);
  if (phase === 'failed') {
    return (
      <section className={frame.card} role="alert">
        <p className={frame.muted}>{error || t('common.networkError')}</p>
        <button type="button" className={frame.primaryButton} onClick={() => browser.send({ type: 'RETRY' })}>{t('common.retry')}</button>
      </section>
    );
  }
  return (
    <div className={styles.category}>
      <MakersSection makers={makers} listClassName={styles.makers} />
      <GameSection title={t('browser.games')} games={phase === 'loading' ? undefined : games} placeholders={PLACEHOLDER_TILES} />
    </div>
  );
}

