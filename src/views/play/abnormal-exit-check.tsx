// SPEC.md §4 at start: the shell loads this module only when a game id is still stored on the
// device (app-wide.tsx). Its machine (abnormal-exit-check.machine.ts) decides once, when the player is
// signed in, whether the abnormal-exit check runs from this page; this starts it then.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { abnormalExitCheckMachine } from '../../machines/abnormal-exit-check.machine';
import { usePlayer } from '../app-actors';
import AbnormalExitOnStart from './abnormal-exit-on-start';

export default function AbnormalExitCheck() {
  const signedIn = usePlayer((s) => s.context.token !== null);
  const [location] = useLocation();
  const decision = useActorRef(abnormalExitCheckMachine);
  const check = useSelector(decision, (s) => s.matches('checking'));
  // Only the first SIGNED_IN counts: the machine has moved on by the next.
  useEffect(() => {
    if (signedIn) decision.send({ type: 'SIGNED_IN', path: location });
  }, [signedIn, location, decision]);
  return check ? <AbnormalExitOnStart /> : null;
}
