// What the app shows only to a signed-in player, apart from the first screen's code: a guest's
// boot never fetches it, a signed-in player's fetches it once the home has hydrated (app-wide.tsx).
//   the greeting after a login, registration or reset (SPEC.md §4)
//   the settle check's prompt (SPEC.md §4), once the player's settle check raises it
//   the abnormal-exit check (SPEC.md §4), when a game was still stored at start
import { Suspense, useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { settleCheckMachine } from '../machines/settle-check.machine';
import { useAppActors, usePlayer, useSessionChild } from './app-actors';
import { lazyScreen } from './lazy-screen';
import { useT } from './use-t';

const AbnormalExitCheck = lazyScreen(() => import('./play/abnormal-exit-check'));
const SettlePrompt = lazyScreen(() => import('./privilege/settle-prompt'));

export default function SignedInParts({ gameLeftAtStart }: { gameLeftAtStart: boolean }) {
  useLoginSuccessNotice();
  return (
    <>
      <SettlePromptWhenRaised />
      {gameLeftAtStart && <Suspense fallback={null}><AbnormalExitCheck /></Suspense>}
    </>
  );
}

/** SPEC.md §4 settle check: the player spawns it at the first sign-in; its prompt loads only when raised. */
function SettlePromptWhenRaised() {
  const settleCheck = usePlayer((s) => s.children.settleCheck as ActorRefFrom<typeof settleCheckMachine> | undefined);
  return settleCheck ? <SettlePromptWhen settleCheck={settleCheck} /> : null;
}

function SettlePromptWhen({ settleCheck }: { settleCheck: ActorRefFrom<typeof settleCheckMachine> }) {
  const raised = useSelector(settleCheck, (s) => s.matches('prompting'));
  return raised ? <Suspense fallback={null}><SettlePrompt settleCheck={settleCheck} /></Suspense> : null;
}

/** SPEC.md §4: a successful login, registration or reset leaves a flag; greet the player once. */
function useLoginSuccessNotice() {
  const { toast } = useAppActors();
  const player = useSessionChild('player');
  const t = useT();
  const notice = usePlayer((s) => s.context.loginSuccessNotice);
  useEffect(() => {
    if (!notice) return;
    toast.send({ type: 'SHOW', text: t('account.loginSuccess') });
    player.send({ type: 'LOGIN_NOTICE_SHOWN' });
  }, [notice, player, toast, t]);
}
