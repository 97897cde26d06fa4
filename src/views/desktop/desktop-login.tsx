// /pages/desktop/login (SPEC.md §2 desktop): the desktop home with the login popup, the same
// popup as everywhere, open over it. Closing it leaves for /pages/desktop/login's home
// (desktop.machine.ts); a sign-in returns to the current page.
import { useEffect } from 'react';
import { usePlayer, useSessionChild } from '../app-actors';
import DesktopHome from './desktop-home';

export default function DesktopLogin() {
  const guestGuard = useSessionChild('guestGuard');
  const signedIn = usePlayer((s) => s.context.token !== null);
  useEffect(() => {
    if (!signedIn) guestGuard.send({ type: 'OPEN_LOGIN_POPUP', tab: 'accountLogin' });
  }, [guestGuard, signedIn]);
  return <DesktopHome />;
}
