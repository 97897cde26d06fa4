// Language selection (SPEC.md §2): the five languages, each named in itself.
import clsx from 'clsx';
import { LOCALE_NAMES, LOCALES } from '../../domain/locales';
import { usePreferences, useSessionChild } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useLocaleFonts } from '../use-locale-fonts';
import { useT } from '../use-t';

export default function Language() {
  const t = useT();
  const preferences = useSessionChild('preferences');
  const current = usePreferences((s) => s.context.localeCode);
  // Every language is named in its own script here, whatever the page's language.
  useLocaleFonts(LOCALES);
  return (
    <Screen title={t('route.language')}>
      {/* A radio group holds radios only: list items inside it would be orphans (axe "listitem"). */}
      <div className={frame.cellList} role="radiogroup" aria-label={t('route.language')}>
        {LOCALES.map((code) => (
          <button key={code} type="button" role="radio" aria-checked={code === current} lang={code.replace('_', '-')}
            className={clsx(frame.cell, code === current && frame.selected)}
            onClick={() => preferences.send({ type: 'SET_LOCALE', localeCode: code })}>
            {LOCALE_NAMES[code]}
            {code === current && <span aria-hidden="true">✓</span>}
          </button>
        ))}
      </div>
    </Screen>
  );
}
