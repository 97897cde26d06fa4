// The home's hero carousel of promotions (issue 20), in its own chunk: each open promotion with a
// picture as a slide with its title, summary and a link to its page. Buttons step back and
// forward and pick a slide; a swipe on a touch screen steps too. It moves on by itself unless the
// player prefers reduced motion, and holds still while the pointer rests on it or focus is inside
// (the machine decides: promotion-hero.machine.ts). Nothing shows when no promotion has a picture.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, type FocusEvent, type TouchEvent } from 'react';
import { Link } from 'wouter';
import { promotionDetailPath } from '../../machines/promotion-detail-path';
import { promotionHeroMachine } from '../../machines/promotion-hero.machine';
import { useFirstHeroSlides } from '../first-screen';
import { useT } from '../use-t';
import * as styles from './promotion-hero.css';

/** A horizontal move at least this long (px) is a swipe, not a tap or a scroll. */
const SWIPE_MIN_PX = 40;

const prefersReducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function PromotionHero() {
  const t = useT();
  const hero = useActorRef(promotionHeroMachine, { input: { autoAdvance: !prefersReducedMotion(), slides: useFirstHeroSlides() } });
  const slides = useSelector(hero, (s) => s.context.slides);
  const index = useSelector(hero, (s) => s.context.index);
  const playing = useSelector(hero, (s) => s.matches({ shown: 'playing' }));
  const loading = useSelector(hero, (s) => s.matches('loading'));
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);
  if (loading) return <div className={styles.placeholder} />;
  if (slides.length === 0) return null;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    swipeFrom.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = swipeFrom.current;
    const touch = event.changedTouches[0];
    swipeFrom.current = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(touch.clientY - from.y)) return;
    // In a right-to-left page the next slide comes from the left; none of the five locales is, so left is next.
    hero.send({ type: dx < 0 ? 'NEXT' : 'PREVIOUS' });
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) hero.send({ type: 'RELEASE', hold: 'focus' });
  };
  const many = slides.length > 1;

  return (
    <section className={styles.root} aria-roledescription={t('hero.carousel')} aria-label={t('hero.label')}
      onMouseEnter={() => hero.send({ type: 'HOLD', hold: 'hover' })} onMouseLeave={() => hero.send({ type: 'RELEASE', hold: 'hover' })}
      onFocus={() => hero.send({ type: 'HOLD', hold: 'focus' })} onBlur={onBlur}>
      <div className={styles.viewport} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        {/* Announced on change only while it does not move by itself (the APG carousel pattern). */}
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((promotion, n) => (
            <div key={`${promotion.kind}-${promotion.id}`} className={styles.slide} role="group" aria-roledescription={t('hero.slide')}
              aria-label={t('hero.position', { n: n + 1, count: slides.length })} inert={n !== index} aria-hidden={n !== index || undefined}>
              <img className={styles.picture} src={promotion.picture} alt="" width={800} height={400} loading={n === 0 ? 'eager' : 'lazy'} fetchPriority={n === 0 ? 'high' : undefined} decoding="async" />
              <div className={styles.caption}>
                <h2 className={styles.title}>{promotion.title}</h2>
                {promotion.summary && <p className={styles.summary}>{promotion.summary}</p>}
                <Link href={promotionDetailPath(promotion.kind, promotion.id)} className={styles.action}
                  aria-label={`${t('promotion.details')}: ${promotion.title}`}>
                  {t('promotion.details')}
                </Link>
              </div>
            </div>
          ))}
        </div>
        {many && (
          <>
            <button type="button" className={styles.step.previous} aria-label={t('hero.previous')} onClick={() => hero.send({ type: 'PREVIOUS' })}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={styles.step.next} aria-label={t('hero.next')} onClick={() => hero.send({ type: 'NEXT' })}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      <div className={styles.dots}>
        {many &&
          slides.map((promotion, n) => (
            <button key={`${promotion.kind}-${promotion.id}`} type="button" className={styles.dot[n === index ? 'current' : 'idle']}
              aria-label={t('hero.show', { n: n + 1, title: promotion.title })} aria-current={n === index || undefined}
              onClick={() => hero.send({ type: 'SHOW', index: n })} />
          ))}
      </div>
    </section>
  );
}
