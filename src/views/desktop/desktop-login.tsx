// /pages/desktop/login: the desktop home with the login popup open over it.
import { useEffect } from 'react';
import { useAppActors } from '../app-actors';
import Home from '../home/home';

export default function DesktopLogin() {
  const { session } = useAppActors();
  useEffect(() => session.send({ type: 'OPEN_LOGIN_POPUP' }), [session]);
  return <Home />;
}
