// The app-wide toast: it renders its machine's snapshot. It stays on the first screen, unlike the
// loading indicator and the confirm dialog (overlays.tsx): a network-failure toast must show even
// when the network is gone and no further code can be fetched.
import { useSelector } from '@xstate/react';
import { useAppActors } from '../app-actors';
import * as styles from './overlays.css';

export function Toast() {
  const { toast } = useAppActors();
  const text = useSelector(toast, (s) => (s.matches('shown') ? s.context.text : null));
  return text ? <div role="status" className={styles.toast}>{text}</div> : null;
}
