// /pages/index/playingGame?id={gameId} (SPEC.md §2 playingGame: back home, exit game, recharge with
// an amount, hide button; §4 abnormal game exit). The game session machine decides; this screen
// shows its state: the amount sheet, then the maker's frame under a thin bar (the balance in the
// game, recharge, exit, round history and fairness, hide), the recharge sheet, the exit question,
// and what came back. The frame gets only GAME_FRAME_SANDBOX and GAME_FRAME_ALLOW, no referrer,
// and its messages reach the machine, which keeps only those from the maker's origin and the
// frame's own window. The machine runs the game's lifecycle too: the abnormal-exit check first, the
// game lock and closing the tab asking first while a maker may hold the money, the device's memory
// of the game, and going home; each step is a child machine whose snapshot the step's part shows.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX } from '../../domain/game-play';
import { paths } from '../../domain/routes';
import { formatDecimal } from '../../domain/display-format';
import { formatMoney } from '../../domain/money-format';
import type { abnormalExitMachine } from '../../machines/abnormal-exit.machine';
import type { gameAmountMachine } from '../../machines/game-amount.machine';
import type { gameExitMachine } from '../../machines/game-exit.machine';
import type { gameLaunchMachine } from '../../machines/game-launch.machine';
import type { gameRechargeMachine } from '../../machines/game-recharge.machine';
import { gameSessionMachine } from '../../machines/game-session.machine';
import { useAppActors, useSession, useSessionChild, useSiteInfo, useWallet } from '../app-actors';
import { Screen } from '../components/screen';
import * as frameStyles from '../components/screen.css';
import { useT } from '../use-t';
import { AbnormalExitPopup } from './abnormal-exit-popup';
import { AmountForm } from './amount-form';
import { BarIcon } from './bar-icons';
import { RealityReminder, useReminding, type RealityActor } from './reality-reminder';
import * as styles from './play.css';
import { PromotionLaunch } from './promotion-launch';
import { PromotionStrip } from './promotion-strip';

type GameActor = ActorRefFrom<typeof gameSessionMachine>;
type AmountActor = ActorRefFrom<typeof gameAmountMachine>;
type LaunchActor = ActorRefFrom<typeof gameLaunchMachine>;
type RechargeActor = ActorRefFrom<typeof gameRechargeMachine>;
type ExitActor = ActorRefFrom<typeof gameExitMachine>;
type Device = 'h5' | 'pc';

/** The game named in the address (?id=, or ?gameId=), or null. */
export function gameIdOf(search: string): number | null {
  const query = new URLSearchParams(search);
  const id = Number(query.get('id') ?? query.get('gameId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export const verifyPathOf = (gameId: number): string => `${paths.verifyRound}?gameId=${gameId}`;

/** Where a session's money goes back to: the promotion balance when it played promotion money. */
const exitWords = (s: SnapshotFrom<typeof gameSessionMachine>) => (s.context.session?.promotion ? 'promotionExit' : 'play');

export default function PlayingGame() {
  const t = useT();
  const gameId = gameIdOf(useSearch());
  if (gameId === null) {
    return (
      <Screen title={t('route.playingGame')}>
        <section className={frameStyles.card}><p className={frameStyles.muted}>{t('play.noGame')}</p></section>
        <Link href={paths.home} className={frameStyles.primaryButton}>{t('play.home')}</Link>
      </Screen>
    );
  }
  return <GameSession key={gameId} gameId={gameId} />;
}

function useDevice(): Device {
  return useSession((s) => s.context.deviceInfo.deviceType);
}

function Stage({ padded = false, children }: { padded?: boolean; children: ReactNode }) {
  const device = useDevice();
  return <main className={`${styles.stageBase} ${styles.stage[device]} ${padded ? styles.stagePadded : ''}`}>{children}</main>;
}

function GameSession({ gameId }: { gameId: number }) {
  const t = useT();
  const { toast } = useAppActors();
  const wallet = useSessionChild('wallet');
  const siteInfo = useSessionChild('siteInfo');
  const balance = useWallet((s) => s.context.balanceObj?.balance ?? null);
  const game = useActorRef(gameSessionMachine, {
    input: {
      gameId,
      gamePath: `${paths.playingGame}?id=${gameId}`,
      balance,
      wallet,
      toast,
      currencySymbol: () => siteInfo.getSnapshot().context.siteInfo?.currencySymbol ?? '',
      platformOrigin: window.location.origin,
    },
  });
  const phase = useSelector(game, (s) =>
    s.matches('recovering') ? 'recovering'
      : s.matches('choosing') || s.matches({ live: 'launching' }) ? 'choosing'
        : s.matches({ live: 'playing' }) || s.matches({ live: 'exiting' }) ? 'frame'
          : s.matches('done') ? 'done'
            : 'waiting',
  );

  // Every change of the wallet's figures passed on (the session refreshes them as it starts).
  useEffect(() => game.send({ type: 'WALLET', balance }), [game, balance]);

  if (phase === 'recovering') return <Recovering game={game} />;
  if (phase === 'choosing') return <Choosing game={game} />;
  if (phase === 'frame') return <Playing game={game} />;
  if (phase === 'done') return <Done game={game} />;
  return <Stage padded><p role="status">{t('common.loading')}</p></Stage>;
}

function Recovering({ game }: { game: GameActor }) {
  const t = useT();
  const child = useSelector(game, (s) => s.children.abnormalExit as ActorRefFrom<typeof abnormalExitMachine> | undefined);
  return (
    <Stage padded>
      <p role="status">{t('play.abnormal.pulling')}</p>
      {child && <AbnormalExitPopup actor={child} />}
    </Stage>
  );
}

/** The game as the amount step loaded it, or as the session keeps it after. */
function useGameInfo(game: GameActor) {
  const amount = useSelector(game, (s) => s.children.amount as AmountActor | undefined);
  const chosen = useSelector(game, (s) => s.context.game);
  const loading = useSelector(amount, (s) => s?.context.game ?? null);
  return amount ? loading : chosen;
}

/** The game's art and name on a phone's stage, above the sheet (a desktop centres the sheet instead). */
function Hero({ game }: { game: GameActor }) {
  const info = useGameInfo(game);
  const device = useDevice();
  if (!info || device === 'pc') return null;
  return (
    <div className={styles.hero} aria-hidden="true">
      {info.icon && <img className={styles.heroIcon} src={info.icon} alt="" />}
      <p className={styles.heroName}>{info.name}</p>
    </div>
  );
}

function SheetFrame({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const device = useDevice();
  return (
    <div className={`${styles.sheetMask} ${styles.sheetPlace[device]}`}>
      <div role="dialog" aria-modal="true" aria-labelledby={labelledBy} className={`${styles.sheet} ${styles.sheetShape[device]}`}>{children}</div>
    </div>
  );
}

function GameHead({ game, titleId, title }: { game: GameActor; titleId: string; title: string }) {
  const t = useT();
  const info = useGameInfo(game);
  return (
    <div className={styles.sheetHead}>
      {info?.icon ? <img className={styles.gameIcon} src={info.icon} alt="" /> : null}
      <div>
        <h2 id={titleId} className={styles.sheetTitle}>{title}</h2>
        {info && <p className={styles.sheetSub}>{info.rtp === null ? info.makerName : t('play.makerAndRtp', { maker: info.makerName, rtp: formatDecimal(info.rtp) })}</p>}
      </div>
    </div>
  );
}

function Choosing({ game }: { game: GameActor }) {
  const t = useT();
  const id = useId();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const info = useGameInfo(game);
  // The amount step while choosing, the launch once it is under way.
  const amount = useSelector(game, (s) => s.children.amount as AmountActor | undefined);
  const launch = useSelector(game, (s) => s.children.launch as LaunchActor | undefined);
  const launchStage = useSelector(launch, (s) => (s?.matches('launchFailed') ? 'failed' : s?.matches('abandoning') ? 'abandoning' : 'launching'));
  const loading = useSelector(amount, (s) => s?.matches('loading') ?? false);
  const stage = launch ? launchStage : loading ? 'loading' : 'choosing';
  // A launch of this game plays the player's promotion money, not an amount from the wallet.
  const promotion = info?.promotionPlay ?? null;
  const chosen = useSelector(game, (s) => s.context);
  const choosing = useSelector(amount, (s) => s?.context);
  const { balance, amountText, all } = choosing ?? chosen;
  const problem = choosing?.problem ?? null;
  const error = useSelector(launch, (s) => s?.context.error ?? null);
  const name = info?.name ?? t('play.gameFallback');
  const cancel = <Link href={paths.home} className={styles.secondary}>{t('common.cancel')}</Link>;

  return (
    <Stage padded>
      <Hero game={game} />
      <SheetFrame labelledBy={`${id}-title`}>
        <GameHead game={game} titleId={`${id}-title`} title={promotion ? t('promotionLaunch.title', { name }) : t('play.chooseTitle', { name })} />
        {stage === 'failed' || stage === 'abandoning' ? (
          <>
            <p role="alert" className={styles.error}>{error}</p>
            <p className={styles.text}>{t('play.launchFailedText')}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.primary} disabled={stage === 'abandoning'} onClick={() => launch?.send({ type: 'RETRY' })}>{t('common.retry')}</button>
              <button type="button" className={styles.soft} disabled={stage === 'abandoning'} onClick={() => launch?.send({ type: 'CHANGE_AMOUNT' })}>
                {promotion ? t('promotionLaunch.back') : t('play.changeAmount')}
              </button>
              <button type="button" className={styles.secondary} disabled={stage === 'abandoning'} onClick={() => launch?.send({ type: 'ABANDON' })}>
                {stage === 'abandoning' ? t('play.exiting') : t('play.abandon')}
              </button>
            </div>
          </>
        ) : info?.maintenance ? (
          <>
            <p role="alert" className={styles.error}>{t('play.maintenance')}</p>
            <div className={styles.actions}>{cancel}</div>
          </>
        ) : stage === 'loading' ? (
          // Until the game's page says which money a launch plays, no amount is offered.
          <p role="status" className={styles.text}>{t('common.loading')}</p>
        ) : promotion ? (
          <PromotionLaunch promotion={promotion} symbol={symbol} busy={stage === 'launching'} onSubmit={() => amount?.send({ type: 'SUBMIT' })} secondary={cancel} />
        ) : (
          <>
            <p className={styles.text}>{t('play.chooseHint')}</p>
            <AmountForm
              symbol={symbol}
              balance={balance}
              amountText={amountText}
              all={all}
              problem={problem}
              error={null}
              busy={stage === 'launching'}
              submitText={stage === 'launching' ? t('play.starting') : t('play.start')}
              onAmount={(text) => amount?.send({ type: 'SET_AMOUNT', text })}
              onPick={(picked) => amount?.send({ type: 'PICK_AMOUNT', amount: picked })}
              onAll={() => amount?.send({ type: 'CHOOSE_ALL' })}
              onSubmit={() => amount?.send({ type: 'SUBMIT' })}
              secondary={cancel}
            />
          </>
        )}
      </SheetFrame>
    </Stage>
  );
}

function Playing({ game }: { game: GameActor }) {
  const t = useT();
  const device = useDevice();
  const session = useSelector(game, (s) => s.context.session);
  const info = useSelector(game, (s) => s.context.game);
  const makerBalance = useSelector(game, (s) => s.context.makerBalance);
  const hidden = useSelector(game, (s) => s.context.hidden);
  const disconnected = useSelector(game, (s) => s.context.disconnected);
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const leaving = useSelector(game, (s) => s.children.exit as ExitActor | undefined);
  const exitFailed = useSelector(leaving, (s) => s?.matches('exitFailed') ?? false);
  const overlay = useSelector(game, (s) =>
    s.matches({ live: { playing: 'recharging' } }) ? 'recharging'
      : s.matches({ live: { playing: 'confirmingExit' } }) ? 'confirmingExit'
        : s.matches({ live: 'exiting' }) ? 'exiting'
          : null,
  );

  // The reality check's reminder: over everything, and the game behind it inert until answered.
  const reality = useSelector(game, (s) => s.children.realityCheck as RealityActor | undefined);
  const reminding = useReminding(reality);

  // Messages from the frame go to the machine, which decides whom to believe.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => game.send({ type: 'FRAME_MESSAGE', origin: event.origin, source: event.source, data: event.data });
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [game]);

  if (!session) return null;
  const name = info?.name ?? t('play.gameFallback');
  const busy = overlay === 'exiting' && !exitFailed;
  const label = styles.barLabel[device];
  return (
    <Stage>
      {!hidden && (
        <nav className={styles.bar} aria-label={t('play.controls')} inert={reminding}>
          <button type="button" className={styles.barButton} disabled={busy} onClick={() => game.send({ type: 'BACK_HOME' })}>
            <BarIcon name="home" className={styles.barIcon} /><span className={label}>{t('play.backHome')}</span>
          </button>
          <p className={styles.balance} aria-live="polite">
            {/* A seamless maker's game plays the wallet itself: the figure is the wallet's. */}
            <span className={styles.balanceName}>{session.protocol === 'seamless' ? t('play.fromWallet') : t('play.inGame', { name })}</span>
            <span className={styles.balanceValue}>{makerBalance === null ? '—' : formatMoney(makerBalance, symbol)}</span>
          </p>
          {/* Promotion money takes no recharge (the server refuses it): the strip below says what it is. Nor does a game played from the wallet. */}
          {!session.promotion && session.protocol !== 'seamless' && (
            <button type="button" className={styles.barButton} disabled={busy} onClick={() => game.send({ type: 'RECHARGE' })}>
              <BarIcon name="recharge" className={styles.barIcon} /><span className={label}>{t('play.recharge')}</span>
            </button>
          )}
          <button type="button" className={styles.barButton} disabled={busy} onClick={() => game.send({ type: 'EXIT' })}>
            <BarIcon name="exit" className={styles.barIcon} /><span className={label}>{t('play.exit')}</span>
          </button>
          {/* Its own tab: leaving this page would leave the balance with the maker. */}
          <a className={styles.barButton} href={verifyPathOf(session.gameId)} target="_blank" rel="noopener">
            <BarIcon name="fair" className={styles.barIcon} /><span className={label}>{t('play.fairness')}</span>
          </a>
          <button type="button" className={styles.barButton} aria-expanded="true" onClick={() => game.send({ type: 'TOGGLE_HIDE' })}>
            <BarIcon name="hide" className={styles.barIcon} /><span className={label}>{t('play.hide')}</span>
          </button>
        </nav>
      )}
      {!hidden && session.promotion && <PromotionStrip promotion={session.promotion} />}
      <div className={`${styles.frameBox} ${device === 'pc' ? styles.frameBoxPc : ''}`} inert={reminding}>
        <iframe
          className={`${styles.frame} ${device === 'pc' ? styles.framePc : ''}`}
          src={session.url}
          title={t('play.frameTitle', { name })}
          sandbox={GAME_FRAME_SANDBOX}
          allow={GAME_FRAME_ALLOW}
          referrerPolicy="no-referrer"
          ref={(element) => {
            if (element?.contentWindow) game.send({ type: 'FRAME_ATTACHED', frame: element.contentWindow });
          }}
        />
        {hidden && (
          <button type="button" className={`${styles.barButton} ${styles.showHandle}`} aria-expanded="false" onClick={() => game.send({ type: 'TOGGLE_HIDE' })}>
            <BarIcon name="show" className={styles.barIcon} /><span className={label}>{t('play.show')}</span>
          </button>
        )}
        {disconnected && (
          <div role="alert" className={styles.banner}>
            <p className={styles.bannerText}>{t('play.disconnected')}</p>
            <button type="button" className={styles.soft} onClick={() => game.send({ type: 'EXIT' })}>{t('play.exit')}</button>
          </div>
        )}
      </div>
      {overlay === 'recharging' && <RechargeSheet game={game} name={name} />}
      {overlay === 'confirmingExit' && <ExitQuestion game={game} />}
      {overlay === 'exiting' && leaving && <Exiting game={game} leaving={leaving} failed={exitFailed} />}
      {reminding && reality && <RealityReminder actor={reality} />}
    </Stage>
  );
}

function RechargeSheet({ game, name }: { game: GameActor; name: string }) {
  const t = useT();
  const id = useId();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const recharge = useSelector(game, (s) => s.children.recharge as RechargeActor | undefined);
  const balance = useSelector(recharge, (s) => s?.context.balance ?? null);
  const amountText = useSelector(recharge, (s) => s?.context.amountText ?? '');
  const problem = useSelector(recharge, (s) => s?.context.problem ?? null);
  const error = useSelector(recharge, (s) => s?.context.error ?? null);
  const sending = useSelector(recharge, (s) => s?.matches('sending') ?? false);
  return (
    <SheetFrame labelledBy={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sheetTitle}>{t('play.rechargeTitle')}</h2>
      <p className={styles.text}>{t('play.rechargeHint', { name })}</p>
      <AmountForm
        symbol={symbol}
        balance={balance}
        amountText={amountText}
        problem={problem}
        error={error}
        busy={sending}
        submitText={sending ? t('play.recharging') : t('play.rechargeSubmit')}
        onAmount={(text) => recharge?.send({ type: 'SET_AMOUNT', text })}
        onPick={(amount) => recharge?.send({ type: 'PICK_AMOUNT', amount })}
        onSubmit={() => recharge?.send({ type: 'SUBMIT' })}
        secondary={<button type="button" className={styles.secondary} disabled={sending} onClick={() => recharge?.send({ type: 'CANCEL' })}>{t('common.cancel')}</button>}
      />
    </SheetFrame>
  );
}

function ExitQuestion({ game }: { game: GameActor }) {
  const t = useT();
  const id = useId();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const home = useSelector(game, (s) => s.context.leaveTo === 'home');
  const makerBalance = useSelector(game, (s) => s.context.makerBalance);
  const words = useSelector(game, exitWords);
  const amount = formatMoney(makerBalance ?? 0, symbol);
  return (
    <div className={`${styles.sheetMask} ${styles.sheetPlace.pc}`}>
      <div role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className={`${styles.sheet} ${styles.sheetShape.pc} ${styles.dialogWidth}`}>
        <h2 id={`${id}-title`} className={styles.sheetTitle}>{home ? t('play.backHomeTitle') : t('play.exitTitle')}</h2>
        <p id={`${id}-text`} className={styles.text}>{home ? t(`${words}.backHomeText`, { amount }) : t(`${words}.exitText`, { amount })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={() => game.send({ type: 'CANCEL' })}>{t('play.keepPlaying')}</button>
          <button type="button" className={styles.primary} onClick={() => game.send({ type: 'CONFIRM' })}>{home ? t('play.exitAndHome') : t('play.exit')}</button>
        </div>
      </div>
    </div>
  );
}

function Exiting({ game, leaving, failed }: { game: GameActor; leaving: ExitActor; failed: boolean }) {
  const t = useT();
  const id = useId();
  const error = useSelector(leaving, (s) => s.context.error);
  const words = useSelector(game, exitWords);
  return (
    <div className={`${styles.sheetMask} ${styles.sheetPlace.pc}`}>
      <div role={failed ? 'alertdialog' : 'dialog'} aria-modal="true" aria-labelledby={`${id}-title`} aria-busy={!failed} className={`${styles.sheet} ${styles.sheetShape.pc} ${styles.dialogWidth}`}>
        <h2 id={`${id}-title`} className={styles.sheetTitle}>{failed ? t('play.exitFailedTitle') : t('play.exiting')}</h2>
        {failed ? (
          <>
            <p role="alert" className={styles.error}>{error}</p>
            <p className={styles.text}>{t('play.exitFailedText')}</p>
            <div className={styles.actions}>
              <button type="button" className={styles.secondary} onClick={() => leaving.send({ type: 'LEAVE' })}>{t('play.leave')}</button>
              <button type="button" className={styles.primary} onClick={() => leaving.send({ type: 'RETRY' })}>{t('common.retry')}</button>
            </div>
          </>
        ) : (
          <p role="status" className={styles.text}>{t(`${words}.exitingText`)}</p>
        )}
      </div>
    </div>
  );
}

function Done({ game }: { game: GameActor }) {
  const t = useT();
  const id = useId();
  const symbol = useSiteInfo((s) => s.context.siteInfo?.currencySymbol ?? '');
  const returned = useSelector(game, (s) => s.context.returned ?? 0);
  const walletBalance = useSelector(game, (s) => s.context.balance);
  const gameId = useSelector(game, (s) => s.context.gameId);
  const words = useSelector(game, exitWords);
  return (
    <Stage padded>
      <Hero game={game} />
      <SheetFrame labelledBy={`${id}-title`}>
        <GameHead game={game} titleId={`${id}-title`} title={t(`${words}.doneTitle`)} />
        <p className={styles.big} data-testid="returned-amount">{formatMoney(returned, symbol)}</p>
        <p className={`${styles.text} ${styles.centred}`}>{returned > 0 ? t(`${words}.doneReturned`) : t('play.doneNothing')}</p>
        {walletBalance !== null && (
          <p className={styles.walletLine}>
            <span>{t('play.walletBalance')}</span>
            <span className={styles.walletValue} data-testid="wallet-after-exit">{formatMoney(walletBalance, symbol)}</span>
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => game.send({ type: 'AGAIN' })}>{t('play.again')}</button>
          <Link href={paths.home} className={styles.soft}>{t('play.home')}</Link>
          <Link href={verifyPathOf(gameId)} className={styles.secondary}>{t('play.fairness')}</Link>
        </div>
      </SheetFrame>
    </Stage>
  );
}
