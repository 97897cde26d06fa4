// A path outside the route table.
import { Link } from 'wouter';
import { paths } from '../../domain/routes';
import { useT } from '../use-t';
import { Screen } from './screen';
import * as frame from './screen.css';

export default function NotFound() {
  const t = useT();
  return (
    <Screen title={t('notFound.title')}>
      <section className={frame.card}><p className={frame.muted}>{t('notFound.text')}</p></section>
      <Link href={paths.home} className={frame.primaryButton}>{t('pending.home')}</Link>
    </Screen>
  );
}
