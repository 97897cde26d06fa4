// Choosing the country or region the site serves the player in (choose-location.machine.ts): each
// is named in the page's language; once chosen, the page says which language the site is now in
// and why (SPEC.md §1's rule: the player's own language, the site's default, else the country's).
import { useActorRef, useSelector } from '@xstate/react';
import clsx from 'clsx';
import { countryName } from '../../domain/countries';
import { LOCALE_NAMES } from '../../domain/locales';
import { chooseLocationMachine } from '../../machines/choose-location.machine';
import { usePreferences, useSessionChild, useSiteInfo } from '../app-actors';
import { Screen } from '../components/screen';
import * as frame from '../components/screen.css';
import { useT } from '../use-t';

const NOTICE = { stored: 'location.languageKept', site: 'location.languageSite', country: 'location.languageNow' } as const;

export default function ChooseLocation() {
  const t = useT();
  const preferences = useSessionChild('preferences');
  const siteInfo = useSiteInfo((s) => s.context.siteInfo);
  const storedLocale = usePreferences((s) => s.context.storedLocale);
  const storedCountry = usePreferences((s) => s.context.storedCountry);
  const picker = useActorRef(chooseLocationMachine, {
    input: {
      siteCountry: siteInfo?.countryCode ?? null,
      storedCountry,
      websiteDefaultLanguage: siteInfo?.websiteDefaultLanguage ?? null,
      storedLocale,
      applyCountry: (countryCode) =>
        preferences.send({ type: 'SET_COUNTRY', countryCode, websiteDefaultLanguage: siteInfo?.websiteDefaultLanguage ?? null }),
    },
  });
  const { choices, country, localeCode, localeSource } = useSelector(picker, (s) => s.context);
  const siteCountry = siteInfo?.countryCode.toUpperCase();
  const locale = usePreferences((s) => s.context.localeCode);
  const title = t('route.chooseLocation');
  return (
    <Screen title={title}>
      <p className={frame.muted}>{t('location.chooseIntro')}</p>
      <div className={frame.cellList} role="radiogroup" aria-label={t('location.countries')}>
        {choices.map((code) => (
          <button key={code} type="button" role="radio" aria-checked={code === country}
            className={clsx(frame.cell, code === country && frame.selected)}
            onClick={() => picker.send({ type: 'CHOOSE', countryCode: code })}>
            <span>
              {countryName(code, locale)}
              {code === siteCountry && <span className={frame.cellValue}> · {t('location.siteCountry')}</span>}
            </span>
            {code === country && <span aria-hidden="true">✓</span>}
          </button>
        ))}
      </div>
      <p role="status" className={frame.muted}>
        {localeCode && localeSource ? t(NOTICE[localeSource], { language: LOCALE_NAMES[localeCode] }) : ''}
      </p>
    </Screen>
  );
}
