// The abnormal-exit check the shell starts (abnormal-exit-check.tsx): its machine and popup are
// fetched only when a game was left without a clean exit.
import { useActorRef } from '@xstate/react';
import { abnormalExitMachine } from '../../machines/abnormal-exit.machine';
import { useSessionChild } from '../app-actors';
import { AbnormalExitPopup } from './abnormal-exit-popup';

export default function AbnormalExitOnStart() {
  const wallet = useSessionChild('wallet');
  const actor = useActorRef(abnormalExitMachine, { input: { wallet } });
  return <AbnormalExitPopup actor={actor} />;
}
