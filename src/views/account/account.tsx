// The Account tab (SPEC.md §2): the player's balance, promotion balance and member level over the
// account cells. Guests see a log-in button; language and theme work for everyone.
import { useActorRef, useSelector } from '@xstate/react';
import clsx from 'clsx';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { APP_VERSION } from '../../domain/constants';
import { LOCALE_NAMES } from '../../domain/locales';
import { paths, type RouteName } from '../../domain/routes';
import { accountRewardsMachine } from '../../machines/account-rewards.machine';
import { usePlayer, usePreferences, useSessionChild, useSiteInfo, useUnreadMessages, useWallet } from '../app-actors';
import { UnreadBadge } from '../components/unread-badge';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { LevelProgress } from '../bonus/level-progress';
import { SiteLinks } from '../contact/site-links';
import { AccountIcon, type AccountIconName } from './account-icons';
import { useT } from '../use-t';
import * as styles from './account.css';
import { formatMoney } from '../../domain/money-format';

/**
 * The cells of SPEC.md §2 (and the safer-play page), in groups a player scans by heading: money,
 * games, messages and help, then the account's own settings (language, theme and log out end it).
 */
const GROUPS = [
  { key: 'money', cells: ['myWallet', 'myBankCard', 'myPromotion', 'rebate', 'systemBonus'] },
  { key: 'games', cells: ['recentlyPlaying', 'myFavorite', 'myLike', 'verifyRound'] },
  { key: 'help', cells: ['message', 'contactUs', 'contactInfomation', 'responsiblePlay'] },
  { key: 'settings', cells: ['myInfomation', 'resetPassword', 'accountSecurity'] },
] as const satisfies ReadonlyArray<{ key: string; cells: ReadonlyArray<RouteName & AccountIconName> }>;

export default function Account() {
  const t = useT();
  const player = useSessionChild('player');
  const guestGuard = useSessionChild('guestGuard');
  const userInfo = usePlayer((s) => s.context.userInfo);
  const balance = useWallet((s) => s.context.balanceObj?.balance);
  const promotionBalance = useWallet((s) => s.context.balanceObj?.promotionBalance);
  const localeCode = usePreferences((s) => s.context.localeCode);
  const theme = usePreferences((s) => s.context.theme);
  const currencySymbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const signedIn = usePlayer((s) => s.context.token !== null);
  const canSignOut = usePlayer((s) => s.can({ type: 'SIGN_OUT' }));
  const unread = useUnreadMessages((s) => s.context.count);
  const levelSchedule = useSiteInfo((s) => s.context.siteInfo?.levelScheduleStatus === true);
  const rewards = useActorRef(accountRewardsMachine);
  const schedule = useSelector(rewards, (s) => s.context.schedule);
  const claimable = useSelector(rewards, (s) => ({ rebate: s.context.rebateCount, systemBonus: s.context.bonusCount }), (a, b) => a.rebate === b.rebate && a.systemBonus === b.systemBonus);
  // The balance and level change with play and deposits: fresh figures on every visit.
  useEffect(() => {
    if (signedIn) player.send({ type: 'REFRESH_PLAYER' });
  }, [player, signedIn]);
  useEffect(() => rewards.send(signedIn ? { type: 'REFRESH', levelSchedule } : { type: 'CLEAR' }), [rewards, signedIn, levelSchedule]);
  const countOf = (cell: RouteName): number => (cell === 'message' ? unread : cell === 'rebate' || cell === 'systemBonus' ? (claimable[cell] ?? 0) : 0);
  return (
    <Screen title={t('route.account')} tab>
      <section className={styles.header}>
        {userInfo ? (
          <>
            <h2 className={styles.name}>{userInfo.nickname || userInfo.username}</h2>
            <dl className={styles.figures}>
              <div className={styles.figure}><dt>{t('account.balance')}</dt><dd className={styles.figureValue}>{balance === undefined ? '—' : formatMoney(balance, currencySymbol)}</dd></div>
              <div className={styles.figure}><dt>{t('account.promotionBalance')}</dt><dd className={styles.figureValue}>{promotionBalance === undefined ? '—' : formatMoney(promotionBalance, currencySymbol)}</dd></div>
              <div className={styles.figure}><dt>{t('account.memberLevel')}</dt><dd className={styles.figureValue}>{String(userInfo.levelName ?? userInfo.level ?? '-')}</dd></div>
            </dl>
            {levelSchedule && schedule && <LevelProgress schedule={schedule} />}
            <Link href={paths.recharge} className={clsx(styles.loginButton, styles.loginButtonTone)}>{t('account.recharge')}</Link>
          </>
        ) : (
          <>
            <h2 className={styles.name}>{t('account.guest')}</h2>
            <button type="button" className={clsx(styles.loginButton, styles.loginButtonTone)} onClick={() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' })}>
              {t('account.loginOrSignUp')}
            </button>
          </>
        )}
      </section>
      {GROUPS.map(({ key, cells }) => (
        <section key={key} className={styles.group} aria-labelledby={`account-group-${key}`}>
          <h2 id={`account-group-${key}`} className={styles.groupTitle}>{t(`account.groups.${key}`)}</h2>
          <ul className={frame.cellList}>
            {cells.map((cell) => (
              <li key={cell}>
                <Link href={paths[cell]} className={frame.cell} aria-label={cellLabel(cell, countOf(cell), t)}>
                  <span className={styles.cellStart}><AccountIcon name={cell} />{t(cell === 'responsiblePlay' ? 'route.responsiblePlay' : `account.${cell}`)}</span>
                  <span className={styles.cellEnd}><UnreadBadge count={countOf(cell)} /><span aria-hidden="true">›</span></span>
                </Link>
              </li>
            ))}
            {key === 'settings' && (
              <>
                <li>
                  <Link href={paths.language} className={frame.cell}>
                    <span className={styles.cellStart}><AccountIcon name="language" />{t('account.language')}</span>
                    <span className={frame.cellValue}>{LOCALE_NAMES[localeCode]}</span>
                  </Link>
                </li>
                <li>
                  <Link href={paths.themeCentre} className={frame.cell}>
                    <span className={styles.cellStart}><AccountIcon name="theme" />{t('account.theme')}</span>
                    <span className={frame.cellValue}>{t(`theme.${theme}`)}</span>
                  </Link>
                </li>
                {signedIn && (
                  <li>
                    <button type="button" className={frame.cell} disabled={!canSignOut} onClick={() => player.send({ type: 'SIGN_OUT' })}>
                      <span className={styles.cellStart}><AccountIcon name="exit" />{t('account.exit')}</span>
                    </button>
                  </li>
                )}
              </>
            )}
          </ul>
        </section>
      ))}
      <SiteLinks />
      <p className={styles.version}>{t('account.version', { version: APP_VERSION })}</p>
    </Screen>
  );
}

/** A cell with a count says it in its name: unread messages, or bonuses and rebates to claim. */
function cellLabel(cell: RouteName, count: number, t: ReturnType<typeof useT>): string | undefined {
  if (count <= 0) return undefined;
  if (cell === 'message') return t('messages.cellLabel', { count });
  return t('bonus.cellLabel', { cell: t(`account.${cell}`), count });
}
