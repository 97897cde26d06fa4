// The member level's real progress towards the next level (GET /user/getNextLevelSchedule), shown
// on the Account header while the site's levelScheduleStatus is on: the mean of deposit and bet
// progress, and each of them against what the next level asks.
import type { AccountRewards } from '../../machines/account-rewards.actors';
import { useT } from '../use-t';
import { useWalletFormat } from '../wallet/wallet-parts';
import * as styles from './level-progress.css';

export function LevelProgress({ schedule }: { schedule: NonNullable<AccountRewards['schedule']> }) {
  const t = useT();
  const format = useWalletFormat();
  if (schedule.nextLevel === null) return <p className={styles.details}>{t('bonus.topLevel')}</p>;
  const next = schedule.nextLevelName || t('bonus.level', { level: schedule.nextLevel });
  const percent = Math.max(0, Math.min(100, Math.round(schedule.schedule)));
  return (
    <div className={styles.progress}>
      <div className={styles.head}>
        <span>{t('bonus.progressTo', { percent, level: next })}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('bonus.progressLabel', { level: next })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.details}>
        <span>{t('bonus.depositProgress', { amount: format.money(schedule.depositAmount), required: format.money(schedule.depositRequired) })}</span>
        <span>{t('bonus.betProgress', { amount: format.money(schedule.betAmount), required: format.money(schedule.betRequired) })}</span>
      </p>
    </div>
  );
}
