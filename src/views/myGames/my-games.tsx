// The My games tab (SPEC.md §2): favorite, liked and history lists; guests are asked to log in.
import { useState } from 'react';
import { usePlayer, useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';

const LISTS = ['favorite', 'liked', 'history'] as const;

export default function MyGames() {
  const t = useT();
  const guestGuard = useSessionChild('guestGuard');
  const signedIn = usePlayer((s) => s.context.token !== null);
  const [list, setList] = useState<(typeof LISTS)[number]>('favorite');
  return (
    <Screen title={t('route.myGames')} tab>
      <div className={frame.tabs} role="tablist">
        {LISTS.map((l) => (
          <button key={l} type="button" role="tab" aria-selected={l === list}
            className={frame.tabButton[l === list ? 'active' : 'idle']} onClick={() => setList(l)}>
            {t(`myGames.${l}`)}
          </button>
        ))}
      </div>
      <section className={frame.card}>
        {signedIn ? <p className={frame.muted}>{t('common.empty')}</p> : (
          <>
            <p className={frame.muted}>{t('myGames.guest')}</p>
            <button type="button" className={frame.primaryButton} onClick={() => guestGuard.send({ type: 'OPEN_LOGIN_POPUP' })}>
              {t('account.loginOrSignUp')}
            </button>
          </>
        )}
      </section>
    </Screen>
  );
}
