// A time as the lists say it (SPEC.md §9 relative time), kept current while on screen; the
// machine-readable instant goes in the element's dateTime.
import { useEffect, useState } from 'react';
import { relativeTime } from '../../domain/relative-time';
import { useSiteInfo } from '../app-actors';
import { useT } from '../use-t';

/** The smallest step the text changes by ("5 minutes ago" → "6 minutes ago"). */
const TICK_MS = 60_000;

export function TimeAgo({ epochMs, className }: { epochMs: number; className?: string }) {
  const t = useT();
  const zone = useSiteInfo((s) => s.context.siteInfo?.countryTimezone ?? 0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const when = relativeTime(epochMs, now, zone);
  const text = when.unit === 'date' ? when.date : when.unit === 'justNow' ? t('home.time.justNow') : t(`home.time.${when.unit}`, { count: when.count });
  return <time className={className} dateTime={new Date(epochMs).toISOString()}>{text}</time>;
}
