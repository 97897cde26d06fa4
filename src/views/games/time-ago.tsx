// A time as the lists say it (SPEC.md §9 relative time), kept current while on screen; the
// machine-readable instant goes in the element's dateTime.
import { useEffect, useState } from 'react';
import { formatRelativeTime } from '../../domain/display-format';
import { useCurrentSiteInfo } from '../app-actors';
import { useFirstScreen, useHydrating } from '../first-screen';
import { useT } from '../use-t';

/** The smallest step the text changes by ("5 minutes ago" → "6 minutes ago"). */
const TICK_MS = 60_000;

export function TimeAgo({ epochMs, className }: { epochMs: number; className?: string }) {
  const t = useT();
  const zone = useCurrentSiteInfo()?.countryTimezone ?? 0;
  // Hydrating a server-rendered page: said as of its rendering, then as of now.
  const renderedAt = useFirstScreen()?.renderedAt;
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => (hydrating && renderedAt !== undefined ? renderedAt : Date.now()));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return <time className={className} dateTime={new Date(epochMs).toISOString()}>{formatRelativeTime(epochMs, now, zone, t)}</time>;
}
