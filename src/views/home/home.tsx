// The Home tab (SPEC.md §2): the site's logo and name, the Trending and New lists and the Top 20
// winners by day, week and month. Games and winners fill in once the games release lands.
import { useState } from 'react';
import { TOP_WINNERS_COUNT } from '../../domain/constants';
import { useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './home.css';

const WINNER_PERIODS = ['day', 'week', 'month'] as const;

export default function Home() {
  const t = useT();
  const siteInfo = useSiteInfo((s) => s.context.siteInfo);
  const [period, setPeriod] = useState<(typeof WINNER_PERIODS)[number]>('day');
  return (
    <Screen title={t('route.home')} tab>
      <section className={styles.brand} aria-label={siteInfo?.websiteName}>
        {siteInfo?.websiteLogo && <img className={styles.logo} src={siteInfo.websiteLogo} alt="" />}
        <h2 className={styles.name}>{siteInfo?.websiteName}</h2>
      </section>
      <section className={frame.card}>
        <h3 className={frame.sectionTitle}>{t('home.trending')}</h3>
        <p className={frame.muted}>{t('home.noGames')}</p>
      </section>
      <section className={frame.card}>
        <h3 className={frame.sectionTitle}>{t('home.new')}</h3>
        <p className={frame.muted}>{t('home.noGames')}</p>
      </section>
      <section className={frame.card} aria-label={t('home.winners', { count: TOP_WINNERS_COUNT })}>
        <h3 className={frame.sectionTitle}>{t('home.winners', { count: TOP_WINNERS_COUNT })}</h3>
        <div className={frame.tabs} role="tablist">
          {WINNER_PERIODS.map((p) => (
            <button key={p} type="button" role="tab" aria-selected={p === period}
              className={frame.tabButton[p === period ? 'active' : 'idle']} onClick={() => setPeriod(p)}>
              {t(`home.${p}`)}
            </button>
          ))}
        </div>
        <p className={frame.muted}>{t('home.noWinners')}</p>
      </section>
    </Screen>
  );
}
