// The offline page's script (offline.html, built by build/offline-page.ts): the service worker
// answers a page load with that page when the network is gone. It shows the words in the language
// the app would pick (stored choice, then the site's default, then its country) and the player's
// theme, both read from what the app stored on the device, and opens the site again by itself when
// the connection comes back. No framework: it must show at once, from the worker's cache.
import { defaultLocale, FALLBACK_LOCALE, type LocaleCode } from './domain/locales';
import { DEFAULT_THEME } from './domain/themes';
import { storage } from './services/storage';

/** How often the page asks whether the site answers again: the `online` event alone is not told of every return (a captive portal, a network that was up but could not reach the site). */
const RETRY_EVERY_MS = 5_000;

type OfflineTexts = Record<'title' | 'text' | 'retry' | 'hint', string>;

function texts(): Record<LocaleCode, OfflineTexts> {
  return JSON.parse(document.getElementById('offline-texts')?.textContent ?? '{}') as Record<LocaleCode, OfflineTexts>;
}

function show(): void {
  const site = storage.get('websiteInfo');
  const locale = defaultLocale({
    stored: storage.get('locale'),
    websiteDefaultLanguage: site?.websiteDefaultLanguage,
    countryCode: storage.get('country') ?? site?.countryCode,
  });
  const all = texts();
  const words = all[locale] ?? all[FALLBACK_LOCALE];
  const root = document.documentElement;
  root.lang = locale.replace('_', '-');
  root.className = storage.get('themeSkin') ?? DEFAULT_THEME;
  document.title = site?.websiteName ? `${words.title} · ${site.websiteName}` : words.title;
  for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
    element.textContent = words[element.dataset.text as keyof OfflineTexts];
  }
  // The page takes the address the player asked for, so loading it again asks the network again.
  const reload = () => window.location.reload();
  document.getElementById('offline-retry')?.addEventListener('click', reload);
  // By itself, only once the site answers: the worker routes only page loads, so this asks the
  // network itself. An `online` event alone says a network is up, not that it reaches the site
  // (it also comes as a network flaps), and a reload then would replace an address the player has
  // just asked for with this one.
  const reloadOnceTheSiteAnswers = () => {
    fetch('/', { method: 'HEAD', cache: 'no-store' }).then((reply) => reply.ok && reload(), () => undefined);
  };
  window.addEventListener('online', reloadOnceTheSiteAnswers);
  setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    reloadOnceTheSiteAnswers();
  }, RETRY_EVERY_MS);
}

show();
