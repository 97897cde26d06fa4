// A finished flow's page body: a tick, what happened, and the way on (login success, password changed).
import { Link } from 'wouter';
import * as frame from './screen.css';
import * as styles from './success-panel.css';

export function SuccessPanel({ title, text, href, action }: { title: string; text: string; href: string; action: string }) {
  return (
    <section className={styles.root} role="status">
      <span className={styles.mark} aria-hidden="true">✓</span>
      <h2 className={styles.title}>{title}</h2>
      <p className={frame.muted}>{text}</p>
      <Link href={href} className={frame.primaryButton}>{action}</Link>
    </section>
  );
}
