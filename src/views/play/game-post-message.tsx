// /pages/index/gamePostMessagePage (SPEC.md §2): where a maker may send its frame when the player
// ends the game there. Loaded inside the game's frame, it is this platform's own page, so it tells
// the playing screen around it (its parent, same origin) that the game is over; the playing
// screen takes only 'exit' from this origin, and only from its frame's window.
import { useEffect } from 'react';
import { MAKER_MESSAGE_SOURCE, type MakerFrameMessage } from '../../domain/game-play';
import { useT } from '../use-t';
import * as styles from './play.css';

export default function GamePostMessagePage() {
  const t = useT();
  useEffect(() => {
    if (window.parent === window) return;
    const message: MakerFrameMessage = { source: MAKER_MESSAGE_SOURCE, type: 'exit' };
    window.parent.postMessage(message, window.location.origin);
  }, []);
  return (
    <main className={`${styles.stageBase} ${styles.stage.h5} ${styles.stagePadded}`}>
      <h1 role="status" className={styles.returning}>{t('play.returning')}</h1>
    </main>
  );
}
