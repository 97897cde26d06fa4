// The Promotion tab (SPEC.md §2): activities and game promotions.
import { useState } from 'react';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';

const KINDS = ['activities', 'gamePromotions'] as const;

export default function Privilege() {
  const t = useT();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('activities');
  return (
    <Screen title={t('route.privilege')} tab>
      <div className={frame.tabs} role="tablist">
        {KINDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === kind}
            className={frame.tabButton[k === kind ? 'active' : 'idle']} onClick={() => setKind(k)}>
            {t(`privilege.${k}`)}
          </button>
        ))}
      </div>
      <section className={frame.card}><p className={frame.muted}>{t('privilege.none')}</p></section>
    </Screen>
  );
}
