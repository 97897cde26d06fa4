// /pages/account/responsiblePlay (issue 12): the safer-play tools, where to find help in the
// site's countries, and a short self-assessment. Open to guests as well: help must not sit behind
// a login, and the tools it links to ask for one themselves. The site's own country comes first.
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { Link } from 'wouter';
import { paths, type RouteName } from '../../domain/routes';
import { SELF_ASSESSMENT_ANSWERS, SELF_ASSESSMENT_QUESTIONS, selfAssessmentResult } from '../../domain/self-assessment';
import { SITE_COUNTRIES } from '../../domain/site-info';
import { selfAssessmentMachine } from '../../machines/self-assessment.machine';
import { useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './responsible-play.css';

type Country = (typeof SITE_COUNTRIES)[number];

const TOOLS = [
  { route: 'saferPlay', key: 'limits' },
  { route: 'saferPlay', key: 'breaks' },
  { route: 'realityCheck', key: 'realityCheck' },
  { route: 'accountSecurity', key: 'security' },
] as const satisfies ReadonlyArray<{ route: RouteName; key: string }>;

/**
 * Public services only. A number is listed only where it is the service's own published line;
 * the others are named so a player can find them.
 */
const HELP: Record<Country, ReadonlyArray<{ key: string; phone?: string; web?: string }>> = {
  PH: [{ key: 'ncmh', phone: '1553' }, { key: 'pagcor' }],
  TH: [{ key: 'dmh', phone: '1323' }, { key: 'cgs' }],
  MM: [{ key: 'yangonHospital' }, { key: 'publicHospital' }],
};
const EVERYWHERE = { key: 'ga', web: 'https://www.gamblersanonymous.org' };

export default function ResponsiblePlay() {
  const t = useT();
  const id = useId();
  const siteCountry = useSiteInfo((s) => s.context.siteInfo?.countryCode ?? 'PH');
  const countries = [...SITE_COUNTRIES].sort((a, b) => Number(b === siteCountry) - Number(a === siteCountry));
  return (
    <Screen title={t('route.responsiblePlay')}>
      <section className={frame.card}>
        <p className={styles.intro}>{t('responsiblePlay.intro')}</p>
      </section>

      <section className={frame.card} aria-labelledby={`${id}-tools`}>
        <h2 id={`${id}-tools`} className={frame.sectionTitle}>{t('responsiblePlay.toolsTitle')}</h2>
        <ul className={styles.toolList}>
          {TOOLS.map((tool) => (
            <li key={tool.key}>
              <Link href={paths[tool.route]} className={styles.tool}>
                <span className={styles.toolName}>{t(`responsiblePlay.tools.${tool.key}.name`)}</span>
                <span className={styles.toolText}>{t(`responsiblePlay.tools.${tool.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={frame.card} aria-labelledby={`${id}-help`}>
        <h2 id={`${id}-help`} className={frame.sectionTitle}>{t('responsiblePlay.helpTitle')}</h2>
        <div className={styles.countries}>
          <p className={frame.muted}>{t('responsiblePlay.helpIntro')}</p>
          {countries.map((country) => (
            <section key={country} className={styles.country} aria-labelledby={`${id}-${country}`}>
              <h3 id={`${id}-${country}`} className={styles.countryName}>{t(`responsiblePlay.country.${country}`)}</h3>
              <ul className={styles.helpList}>
                {HELP[country].map((entry) => <HelpEntry key={entry.key} entry={entry} />)}
              </ul>
            </section>
          ))}
          <section className={styles.country} aria-labelledby={`${id}-all`}>
            <h3 id={`${id}-all`} className={styles.countryName}>{t('responsiblePlay.country.all')}</h3>
            <ul className={styles.helpList}><HelpEntry entry={EVERYWHERE} /></ul>
          </section>
        </div>
      </section>

      <SelfAssessment />
    </Screen>
  );
}

function HelpEntry({ entry }: { entry: { key: string; phone?: string; web?: string } }) {
  const t = useT();
  return (
    <li className={styles.helpItem}>
      <span className={styles.helpName}>{t(`responsiblePlay.help.${entry.key}.name`)}</span>
      <span className={styles.helpText}>{t(`responsiblePlay.help.${entry.key}.text`)}</span>
      {entry.phone && (
        <a className={styles.phone} href={`tel:${entry.phone}`} aria-label={t('responsiblePlay.call', { phone: entry.phone })}>
          {entry.phone}
        </a>
      )}
      {entry.web && (
        <a className={styles.phone} href={entry.web} target="_blank" rel="noopener noreferrer">
          {entry.web.replace(/^https:\/\//, '')}
        </a>
      )}
    </li>
  );
}

function SelfAssessment() {
  const t = useT();
  const id = useId();
  const quiz = useActorRef(selfAssessmentMachine);
  const stage = useSelector(quiz, (s) => (s.matches('intro') ? 'intro' : s.matches('asking') ? 'asking' : 'result'));
  const index = useSelector(quiz, (s) => s.context.index);
  const score = useSelector(quiz, (s) => s.context.score);
  const answered = useSelector(quiz, (s) => s.context.answers[s.context.index]);
  const question = SELF_ASSESSMENT_QUESTIONS[index] ?? SELF_ASSESSMENT_QUESTIONS[0];
  const result = selfAssessmentResult(score);
  return (
    <section className={`${frame.card} ${styles.assessment}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={frame.sectionTitle}>{t('selfAssessment.title')}</h2>
      {stage === 'intro' && (
        <>
          <p className={frame.muted}>{t('selfAssessment.intro')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => quiz.send({ type: 'START' })}>{t('selfAssessment.start')}</button>
          </div>
        </>
      )}
      {stage === 'asking' && (
        <fieldset className={styles.country} aria-describedby={`${id}-progress`}>
          <legend className={styles.question}>
            <span className={frame.muted}>{t('selfAssessment.lead')} </span>{t(`selfAssessment.questions.${question}`)}
          </legend>
          <p id={`${id}-progress`} className={styles.progress}>{t('selfAssessment.progress', { current: index + 1, total: SELF_ASSESSMENT_QUESTIONS.length })}</p>
          <div className={styles.answers}>
            {SELF_ASSESSMENT_ANSWERS.map((value) => (
              <button key={value} type="button" className={styles.answer} aria-pressed={answered === value} onClick={() => quiz.send({ type: 'ANSWER', value })}>
                {t(`selfAssessment.answers.${value}`)}
              </button>
            ))}
          </div>
          <button type="button" className={styles.back} onClick={() => quiz.send({ type: 'BACK' })}>{t('selfAssessment.back')}</button>
        </fieldset>
      )}
      {stage === 'result' && (
        <div role="status" className={styles.assessment}>
          <p className={styles.score}>{t('selfAssessment.score', { score, max: SELF_ASSESSMENT_QUESTIONS.length * 3 })}</p>
          <p className={styles.intro}>{t(`selfAssessment.result.${result}`)}</p>
          {result !== 'none' && (
            <ul className={styles.toolList}>
              <li><Link href={paths.saferPlay} className={styles.textLink}>{t('responsiblePlay.tools.limits.name')}</Link></li>
              <li><Link href={paths.realityCheck} className={styles.textLink}>{t('responsiblePlay.tools.realityCheck.name')}</Link></li>
            </ul>
          )}
          {(result === 'moderate' || result === 'high') && <p className={styles.intro}>{t('selfAssessment.seeHelp')}</p>}
          <p className={frame.muted}>{t('selfAssessment.notStored')}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={() => quiz.send({ type: 'RESTART' })}>{t('selfAssessment.again')}</button>
          </div>
        </div>
      )}
    </section>
  );
}
