// /pages/desktop/login: the desktop home with the login popup open over it.
import { useEffect } from 'react';
import { useSessionChild } from '../app-actors';
import Home from '../home/home';

export default function DesktopLogin() {
  const guestGuard = useSessionChild('guestGuard');
  useEffect(() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' }), [guestGuard]);
  return <Home />;
}
