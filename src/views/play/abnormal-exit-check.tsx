// SPEC.md §4 at start: a game id still stored on the device (SPEC.md §3) means the last game did
// not end with a clean exit. The shell loads this module only then (app.tsx); once the player is
// signed in it decides once whether to run the check: not on playingGame (its own session runs it
// first), not inside a game's frame (the platform's gamePostMessagePage), and not while another
// tab is still playing (game-lock.ts).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { normalizePath, paths } from '../../domain/routes';
import { leftoverGame } from '../../machines/device-memory';
import { noGameLiveElsewhere } from '../../services/game-lock';
import { usePlayer } from '../app-actors';
import AbnormalExitOnStart from './abnormal-exit-on-start';

const inFrame = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

export default function AbnormalExitCheck() {
  const signedIn = usePlayer((s) => s.context.token !== null);
  const [location] = useLocation();
  const [decision, setDecision] = useState<'pending' | 'check' | 'skip'>('pending');
  useEffect(() => {
    if (!signedIn || decision !== 'pending') return;
    if (leftoverGame() === null || inFrame() || normalizePath(location) === paths.playingGame) {
      setDecision('skip');
      return;
    }
    let current = true;
    void noGameLiveElsewhere().then((free) => current && setDecision(free ? 'check' : 'skip'));
    return () => {
      current = false;
    };
  }, [signedIn, decision, location]);
  return decision === 'check' ? <AbnormalExitOnStart /> : null;
}
