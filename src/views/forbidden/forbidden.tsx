// The forbidden page (SPEC.md §8): reached after an HTTP 403; "check again" asks the server, and
// any later success returns the player to the redirect page.
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useAppActors } from '../app-actors';
import { useT } from '../use-t';

export default function Forbidden() {
  const t = useT();
  const { forbidden } = useAppActors();
  return (
    <Screen title={t('route.forbidden')}>
      <section className={frame.card}><p className={frame.muted}>{t('forbidden.text')}</p></section>
      <button type="button" className={frame.primaryButton} onClick={() => forbidden.send({ type: 'RETRY' })}>
        {t('forbidden.retry')}
      </button>
    </Screen>
  );
}
