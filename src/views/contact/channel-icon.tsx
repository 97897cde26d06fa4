// A small drawn mark for each kind of customer-service channel, in the theme's colour: decorative,
// the channel's name is written beside it.
import type { ServiceContactType } from '../../domain/contact';

const PATHS: Record<'phone' | 'email' | 'chat' | 'facebook' | 'link', string> = {
  phone: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  email: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm0 2.2V17h16V7.2l-8 5.3z',
  chat: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm3 5v2h2V9zm4 0v2h2V9zm4 0v2h2V9z',
  facebook: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.87.25-1.46 1.5-1.46H16.6V4.47A21 21 0 0 0 14.3 4.3c-2.28 0-3.8 1.39-3.8 3.94V10.5H8v3h2.5V21z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM7 17a3 3 0 0 1-2.1-5.1l2.5-2.5 1.4 1.4-2.5 2.5a1 1 0 0 0 1.4 1.4l2.5-2.5 1.4 1.4-2.5 2.5A3 3 0 0 1 7 17zm8.6-2.6-1.4-1.4 2.5-2.5a1 1 0 0 0-1.4-1.4l-2.5 2.5-1.4-1.4 2.5-2.5a3 3 0 1 1 4.2 4.2z',
};

const SHAPE: Record<ServiceContactType, keyof typeof PATHS> = {
  phone: 'phone',
  email: 'email',
  telegram: 'chat',
  viber: 'chat',
  whatsapp: 'chat',
  line: 'chat',
  facebook: 'facebook',
  link: 'link',
};

export function ChannelIcon({ type, className }: { type: ServiceContactType; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" focusable="false"><path d={PATHS[SHAPE[type]]} /></svg>
    </span>
  );
}
