// The Promotion tab (SPEC.md §2 privilege): activities and game promotions in two tabs. Guests see
// the lists; their join button asks them to log in (the machine decides).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import type { PromotionKind } from '../../domain/promotion';
import type { PromotionSummary } from '../../domain/promotion.schema';
import { paths } from '../../domain/routes';
import { promotionDetailPath } from '../../machines/promotion-detail-path';
import { promotionListMachine } from '../../machines/promotion-list.machine';
import { usePlayer, useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import { ButtonPill, LoadFailed, useMoney, useZone } from './promotion-parts';
import { bonusText, maxBetText, periodText } from './promotion-terms';
import * as styles from './promotion.css';

const KINDS: Array<[PromotionKind, string]> = [['activity', 'privilege.activities'], ['gamePromotion', 'privilege.gamePromotions']];

export default function Privilege() {
  const t = useT();
  const guestGuard = useSessionChild('guestGuard');
  const signedIn = usePlayer((s) => s.context.token !== null);
  const page = useActorRef(promotionListMachine, { input: { signedIn, askLogin: () => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' }) } });
  useEffect(() => {
    if (page.getSnapshot().context.signedIn !== signedIn) page.send({ type: 'SIGNED_IN_CHANGED', signedIn });
  }, [page, signedIn]);
  const tab = useSelector(page, (s) => s.context.tab);
  const list = useSelector(page, (s) => s.context.lists[s.context.tab]);
  const phase = useSelector(page, (s) => (s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'shown'));
  const error = useSelector(page, (s) => s.context.error);

  return (
    <Screen title={t('route.privilege')} tab>
      <div className={styles.column}>
        <div className={frame.tabs} role="tablist" aria-label={t('route.privilege')}>
          {KINDS.map(([kind, label]) => (
            <button key={kind} type="button" role="tab" aria-selected={kind === tab} aria-controls="promotion-panel"
              className={frame.tabButton[kind === tab ? 'active' : 'idle']} onClick={() => page.send({ type: 'TAB', tab: kind })}>
              {t(label)}
            </button>
          ))}
        </div>
        <section id="promotion-panel" role="tabpanel" aria-busy={phase === 'loading' || undefined} aria-label={t(KINDS.find(([kind]) => kind === tab)?.[1] ?? '')}>
          {phase === 'failed' && (
            <LoadFailed error={error} onRetry={() => page.send({ type: 'RETRY' })} />
          )}
          {phase === 'shown' && list && list.length === 0 && <div className={styles.card}><p className={styles.text}>{t('privilege.none')}</p></div>}
          {list && list.length > 0 && (
            <ul className={styles.list}>
              {list.map((promotion) => <PromotionCard key={promotion.id} promotion={promotion} signedIn={signedIn} onJoin={() => page.send({ type: 'JOIN', promotion })} />)}
            </ul>
          )}
        </section>
        {signedIn && <Link href={paths.myPromotion} className={styles.outline}>{t('promotion.myPromotions')}</Link>}
      </div>
    </Screen>
  );
}

function PromotionCard({ promotion, signedIn, onJoin }: { promotion: PromotionSummary; signedIn: boolean; onJoin: () => void }) {
  const t = useT();
  const money = useMoney();
  const zone = useZone();
  const href = promotionDetailPath(promotion.kind, promotion.id);
  const titleId = `promotion-${promotion.kind}-${promotion.id}`;
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      {/* The title beside it names the promotion: the picture is its artwork, not more words. */}
      {promotion.picture && <img className={styles.cardPicture} src={promotion.picture} alt="" width={800} height={400} loading="lazy" decoding="async" />}
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.title}><Link href={href} className={styles.titleLink}>{promotion.title}</Link></h2>
        {promotion.button && promotion.button !== 'confirmAttend' && <ButtonPill button={promotion.button} />}
        {!promotion.open && <span className={`${styles.pill} ${styles.pillTone.ended}`}>{t('promotion.ended')}</span>}
      </div>
      {promotion.summary && <p className={styles.strongText}>{promotion.summary}</p>}
      <p className={styles.text}>{bonusText(promotion, t, money)} · {t('promotion.maxBet')}: {maxBetText(promotion.maxBet, t, money)}</p>
      <p className={styles.text}>{periodText(promotion, zone, t)}</p>
      <div className={styles.actions}>
        {promotion.open && (!signedIn || promotion.button === 'confirmAttend') && (
          <button type="button" className={styles.primary} onClick={onJoin} aria-describedby={titleId}>
            {signedIn ? t('promotion.button.confirmAttend') : t('promotion.loginToJoin')}
          </button>
        )}
        <Link href={href} className={styles.soft} aria-describedby={titleId}>{t('promotion.details')}</Link>
      </div>
    </li>
  );
}
