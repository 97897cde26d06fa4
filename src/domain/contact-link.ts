// Where a customer-service channel opens (SPEC.md §2 contactInfomation): a web address as it is, a
// phone or an email through the device's own app, a Telegram handle on t.me. A value that is none
// of these is only copied: nothing the operator typed becomes a link by guesswork.
import type { ServiceContactItem } from './contact.schema';

const WEB = /^https?:\/\/[^\s]+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s-]{6,20}$/;
const TELEGRAM_HANDLE = /^@([A-Za-z0-9_]{5,32})$/;

export function serviceContactHref({ type, value }: Pick<ServiceContactItem, 'type' | 'value'>): string | null {
  const text = value.trim();
  if (WEB.test(text)) return text;
  if (type === 'email' && EMAIL.test(text)) return `mailto:${text}`;
  if (type === 'phone' && PHONE.test(text)) return `tel:${text.replace(/[\s-]/g, '')}`;
  const handle = type === 'telegram' ? TELEGRAM_HANDLE.exec(text) : null;
  if (handle) return `https://t.me/${handle[1]}`;
  return null;
}

/** Web addresses open in a new tab; tel: and mailto: hand over to the device. */
export const opensNewTab = (href: string): boolean => WEB.test(href);
