// The redirect page ('/', '/entry', SPEC.md §2): keeps an invite code the player arrived with
// (?inviteCode=...) for sign-up, then sends them to the home of their layout.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../domain/routes';
import { useSession, useSessionChild } from '../app-actors';

export default function Redirect() {
  const [, setLocation] = useLocation();
  const search = useSearch();
  const player = useSessionChild('player');
  const desktop = useSession((s) => s.context.deviceInfo.deviceType === 'pc');
  useEffect(() => {
    const inviteCode = new URLSearchParams(search).get('inviteCode');
    if (inviteCode) player.send({ type: 'INVITE_CODE_RECEIVED', inviteCode });
    setLocation(desktop ? paths.desktopIndex : paths.home, { replace: true });
  }, [desktop, search, player, setLocation]);
  return null;
}
