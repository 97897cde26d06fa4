// A notice's rich content. The server sanitised it with DOMPurify (no script, no on* attribute, no
// javascript: url; server/modules/messages/html-sanitiser.ts), so it is set as HTML here; what the
// app adds is how links and images behave: a link to another site opens in a new tab without a
// handle on this one (rel noopener noreferrer), and images load lazily.
import { useLayoutEffect, useRef } from 'react';
import * as styles from './notice-html.css';

export function NoticeHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (link.origin === window.location.origin) continue;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    for (const image of root.querySelectorAll('img')) image.loading = 'lazy';
  }, [html]);
  return <div ref={ref} className={className ? `${styles.richText} ${className}` : styles.richText} dangerouslySetInnerHTML={{ __html: html }} />;
}
