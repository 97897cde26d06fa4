// "A new version of the site is ready" with Reload and Later (src/machines/app-update.machine.ts):
// shown while a new build's worker waits, and while Reload lets it take over. Its own chunk, fetched
// only when a new build is found.
import { useSelector } from '@xstate/react';
import clsx from 'clsx';
import type { ActorRefFrom } from 'xstate';
import type { appUpdateMachine } from '../../machines/app-update.machine';
import { useSession } from '../app-actors';
import { useT } from '../use-t';
import * as styles from './app-update-prompt.css';

export function AppUpdatePrompt({ appUpdate }: { appUpdate: ActorRefFrom<typeof appUpdateMachine> }) {
  const t = useT();
  const desktop = useSession((s) => s.context.deviceInfo.deviceType === 'pc');
  const activating = useSelector(appUpdate, (s) => s.matches('activating'));
  return (
    <aside className={clsx(styles.prompt, styles.place[desktop ? 'desktop' : 'phone'])} aria-labelledby="app-update-text">
      <p id="app-update-text" className={styles.text} role="status">{t('appUpdate.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.later} disabled={activating} onClick={() => appUpdate.send({ type: 'LATER' })}>
          {t('appUpdate.later')}
        </button>
        <button type="button" className={styles.reload} disabled={activating} onClick={() => appUpdate.send({ type: 'RELOAD' })}>
          {t('appUpdate.reload')}
        </button>
      </div>
    </aside>
  );
}

export default AppUpdatePrompt;
