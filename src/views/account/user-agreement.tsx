// /pages/account/userAgreement (SPEC.md §2): the agreement text from the `content` query, else the
// site's userAgreement. It is shown as plain paragraphs — never as HTML — so an operator's or a
// link's text cannot inject markup.
import { useSearch } from 'wouter';
import { useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './user-agreement.css';

export default function UserAgreement() {
  const t = useT();
  const content = new URLSearchParams(useSearch()).get('content');
  const siteText = useSiteInfo((s) => s.context.siteInfo?.userAgreement ?? '');
  const paragraphs = (content || siteText).split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  return (
    <Screen title={t('route.userAgreement')}>
      <article className={frame.card}>
        {paragraphs.length > 0
          ? paragraphs.map((paragraph, index) => <p key={index} className={styles.paragraph}>{paragraph}</p>)
          : <p className={frame.muted}>{t('userAgreement.empty')}</p>}
      </article>
    </Screen>
  );
}
