// /pages/index/verifyRound[?gameId=][&roundId=] (issue 9 "Provably fair"): the player's recent
// rounds, and for one of them the proof recomputed in this browser (verify-round.machine.ts): the
// revealed server seed hashes to the commitment shown before the bet, and the seeds and nonce give
// the outcome and the win the maker recorded. A round whose seed is still in use says how to reveal
// it: rotate the seed in the game's Fairness panel.
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import type { RoundRecord } from '../../domain/game-play.schema';
import { roundVerified, type RoundCheck } from '../../domain/round-verify';
import { paths } from '../../domain/routes';
import { formatMoney } from '../../domain/money-format';
import { siteDateTime } from '../../domain/display-format';
import type { VerifiedRound } from '../../machines/verify-round.actors';
import { verifyRoundMachine } from '../../machines/verify-round.machine';
import { visuallyHidden } from '../../styles/utilities.css';
import { useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';
import * as styles from './fair.css';

const positiveId = (value: string | null): number | null => {
  const id = Number(value);
  return value !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
};

export default function VerifyRound() {
  const t = useT();
  const query = new URLSearchParams(useSearch());
  const verify = useActorRef(verifyRoundMachine, { input: { gameId: positiveId(query.get('gameId')), roundId: positiveId(query.get('roundId')) } });
  const phase = useSelector(verify, (s) =>
    s.matches('loading') ? 'loading'
      : s.matches('loadFailed') ? 'loadFailed'
        : s.matches('list') ? 'list'
          : s.matches('verifying') ? 'verifying'
            : s.matches('verifyFailed') ? 'verifyFailed'
              : 'result',
  );
  const error = useSelector(verify, (s) => s.context.error);
  const verified = useSelector(verify, (s) => s.context.verified);

  return (
    <Screen title={t('route.verifyRound')}>
      <div className={styles.column}>
        {(phase === 'loading' || phase === 'list' || phase === 'loadFailed') && (
          <section className={frame.card}>
            <p className={styles.intro}>{t('fair.intro')}</p>
          </section>
        )}
        {(phase === 'loading' || phase === 'verifying') && <p role="status" className={frame.muted}>{t('common.loading')}</p>}
        {(phase === 'loadFailed' || phase === 'verifyFailed') && (
          <section className={frame.card}>
            <p role="alert" className={styles.error}>{error}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} onClick={() => verify.send({ type: 'RETRY' })}>{t('common.retry')}</button>
              {phase === 'verifyFailed' && <button type="button" className={styles.outline} onClick={() => verify.send({ type: 'BACK' })}>{t('fair.allRounds')}</button>}
            </div>
          </section>
        )}
        {phase === 'list' && <RoundList verify={verify} />}
        {phase === 'result' && verified && <RoundProof verified={verified} onBack={() => verify.send({ type: 'BACK' })} />}
      </div>
    </Screen>
  );
}

function RoundList({ verify }: { verify: ReturnType<typeof useActorRef<typeof verifyRoundMachine>> }) {
  const t = useT();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  const rounds = useSelector(verify, (s) => s.context.rounds);
  const total = useSelector(verify, (s) => s.context.total);
  const loadingMore = useSelector(verify, (s) => s.matches({ list: 'loadingMore' }));
  const error = useSelector(verify, (s) => s.context.error);
  if (rounds.length === 0) return <section className={frame.card}><p className={frame.muted}>{t('fair.empty')}</p></section>;
  return (
    <section aria-labelledby="rounds-title">
      <h2 id="rounds-title" className={frame.sectionTitle}>{t('fair.recentRounds')}</h2>
      <ul className={styles.rows}>
        {rounds.map((round) => (
          <li key={round.id}>
            <button type="button" className={styles.row} onClick={() => verify.send({ type: 'SELECT', id: round.id })}>
              <span className={styles.rowTitle}>{round.gameName}</span>
              <span className={styles.rowEnd}>
                <span className={styles.amounts}>{formatMoney(round.bet, symbol)}</span>
                <span className={`${styles.amounts} ${round.win > 0 ? styles.win : ''}`}>{t('fair.winShort', { amount: formatMoney(round.win, symbol) })}</span>
              </span>
              <span className={styles.rowMeta}>
                {t('fair.roundMeta', { id: round.id, nonce: round.nonce, time: siteDateTime(round.time, zone) })}{' '}
                <span className={round.serverSeed ? styles.revealed : styles.hidden}>{round.serverSeed ? t('fair.seedRevealed') : t('fair.seedInUse')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error && <p role="alert" className={styles.error}>{error}</p>}
      {rounds.length < total && (
        <p className={styles.actions}>
          <button type="button" className={styles.outline} disabled={loadingMore} onClick={() => verify.send({ type: 'MORE' })}>
            {loadingMore ? t('common.loading') : t('fair.more')}
          </button>
        </p>
      )}
    </section>
  );
}

function Verdict({ round, check }: { round: RoundRecord; check: RoundCheck }) {
  const t = useT();
  if (check.state === 'unrevealed') {
    return (
      <section className={`${styles.verdictBox} ${styles.verdict.wait}`} role="status">
        <svg className={styles.verdictIcon} viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        <div>
          <h2 className={styles.verdictTitle}>{t('fair.unrevealedTitle')}</h2>
          <p className={styles.verdictText}>{t('fair.unrevealedText', { game: round.gameName })}</p>
          <p className={styles.verdictText}>
            <Link href={`${paths.playingGame}?id=${round.gameId}`} className={styles.linkButton}>{t('fair.openGame', { game: round.gameName })}</Link>
          </p>
        </div>
      </section>
    );
  }
  if (check.state === 'unreadable') {
    return (
      <section className={`${styles.verdictBox} ${styles.verdict.wait}`} role="status">
        <span className={styles.verdictMark} aria-hidden="true">?</span>
        <div>
          <h2 className={styles.verdictTitle}>{t('fair.unreadableTitle')}</h2>
          <p className={styles.verdictText}>{t('fair.unreadableText', { reason: check.reason })}</p>
        </div>
      </section>
    );
  }
  const ok = roundVerified(check);
  return (
    <section className={`${styles.verdictBox} ${ok ? styles.verdict.ok : styles.verdict.bad}`} role="status" data-testid="round-verdict" data-verified={ok}>
      <span className={styles.verdictMark} aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <div>
        <h2 className={styles.verdictTitle}>{ok ? t('fair.verified') : t('fair.mismatch')}</h2>
        <p className={styles.verdictText}>{ok ? t('fair.verifiedText') : t('fair.mismatchText')}</p>
      </div>
    </section>
  );
}

function CheckLine({ ok, text, detail }: { ok: boolean; text: string; detail?: string }) {
  const t = useT();
  return (
    <li className={styles.checkItem}>
      <span className={ok ? styles.mark.ok : styles.mark.bad} aria-hidden="true">{ok ? '✓' : '✗'}</span>
      <p className={styles.checkText}>{text} <span className={visuallyHidden}>{ok ? t('fair.pass') : t('fair.fail')}</span></p>
      {detail && <p className={`${styles.detail} ${styles.mono}`}>{detail}</p>}
    </li>
  );
}

function RoundProof({ verified, onBack }: { verified: VerifiedRound; onBack: () => void }) {
  const t = useT();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  const { round, check, lines, recordedLines } = verified;
  return (
    <>
      <p className={styles.actions}>
        <button type="button" className={styles.outline} onClick={onBack}>‹ {t('fair.allRounds')}</button>
      </p>
      <Verdict round={round} check={check} />
      <section className={frame.card} aria-labelledby="round-title">
        <h2 id="round-title" className={frame.sectionTitle}>{t('fair.roundTitle', { game: round.gameName, id: round.id })}</h2>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('fair.played')}</dt>
          <dd className={styles.factValue}>{siteDateTime(round.time, zone)}</dd>
          <dt className={styles.factName}>{t('fair.bet')}</dt>
          <dd className={styles.factValue}>{formatMoney(round.bet, symbol)}</dd>
          <dt className={styles.factName}>{t('fair.win')}</dt>
          <dd className={styles.factValue}>{formatMoney(round.win, symbol)}</dd>
          <dt className={styles.factName}>{t('fair.serverSeedHash')}</dt>
          <dd className={`${styles.factValue} ${styles.mono}`}>{round.serverSeedHash}</dd>
          <dt className={styles.factName}>{t('fair.serverSeed')}</dt>
          <dd className={`${styles.factValue} ${styles.mono}`}>{round.serverSeed ?? t('fair.notRevealed')}</dd>
          <dt className={styles.factName}>{t('fair.clientSeed')}</dt>
          <dd className={`${styles.factValue} ${styles.mono}`}>{round.clientSeed}</dd>
          <dt className={styles.factName}>{t('fair.nonce')}</dt>
          <dd className={`${styles.factValue} ${styles.mono}`}>{round.nonce}</dd>
        </dl>
      </section>
      {check.state === 'checked' && (
        <section className={frame.card} aria-labelledby="checks-title">
          <h2 id="checks-title" className={frame.sectionTitle}>{t('fair.checksTitle')}</h2>
          <ul className={styles.checks}>
            <CheckLine ok={check.hashMatches} text={t('fair.hashCheck')} detail={`SHA-256 = ${check.computedHash}`} />
            <CheckLine ok={check.outcomeMatches} text={t('fair.outcomeCheck')} />
            <CheckLine ok={check.winMatches} text={t('fair.winCheck', { computed: formatMoney(check.win, symbol), recorded: formatMoney(round.win, symbol) })} />
          </ul>
        </section>
      )}
      <section className={frame.card} aria-labelledby="outcome-title">
        <h2 id="outcome-title" className={frame.sectionTitle}>{t('fair.outcomeTitle')}</h2>
        {recordedLines.length > 0 && <p className={styles.intro}>{t('fair.minorUnits', { symbol })}</p>}
        <div className={styles.outcomes}>
          <div>
            <h3 className={styles.outcomeTitle}>{t('fair.recorded')}</h3>
            {recordedLines.length > 0 ? <ul className={styles.lines}>{recordedLines.map((line, index) => <li key={index}>{line}</li>)}</ul> : null}
            <details className={styles.raw}>
              <summary>{t('fair.raw')}</summary>
              <pre className={styles.pre}>{JSON.stringify({ wager: round.wager, outcome: round.outcome }, null, 2)}</pre>
            </details>
          </div>
          {check.state === 'checked' && (
            <div>
              <h3 className={styles.outcomeTitle}>{t('fair.recomputed')}</h3>
              {lines.length > 0 ? <ul className={styles.lines}>{lines.map((line, index) => <li key={index}>{line}</li>)}</ul> : null}
              <details className={styles.raw}>
                <summary>{t('fair.raw')}</summary>
                <pre className={styles.pre}>{JSON.stringify({ outcome: check.outcome, win: check.win }, null, 2)}</pre>
              </details>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
