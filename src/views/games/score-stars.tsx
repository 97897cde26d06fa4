// A score as five stars, filled to the nearest half; the label says the number for screen readers.
import { useId } from 'react';
import * as styles from './game-detail.css';

const STAR = 'M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z';

export function ScoreStars({ score, label }: { score: number; label: string }) {
  const id = useId();
  const halves = Math.round(score * 2);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty';
        return (
          <svg key={index} viewBox="0 0 24 24" className={styles.star} aria-hidden="true">
            {fill === 'half' && (
              <defs>
                <clipPath id={`${id}-half`}><rect x="0" y="0" width="12" height="24" /></clipPath>
              </defs>
            )}
            <path d={STAR} className={styles.starEmpty} />
            {fill !== 'empty' && <path d={STAR} className={styles.starFull} clipPath={fill === 'half' ? `url(#${CSS.escape(`${id}-half`)})` : undefined} />}
          </svg>
        );
      })}
    </span>
  );
}
