// First start only: a database without site settings gets the demo site "Lucky Star", so a fresh
// checkout shows a complete platform. Once any setting exists nothing is written again, so an
// operator's changes survive every restart. The supported banks, member levels, payment settings and game catalogue are seeded the
// same way, each while its table is empty (so a database from before they existed gets them too).
import type { SiteInfo } from '../../src/domain/site-info.schema';
import type { Services } from '../services';

export const DEMO_SITE: SiteInfo = {
  websiteLogo: '/demo-logo.svg',
  appLogo: '/demo-logo.svg',
  websiteName: 'Lucky Star',
  documentTitle: 'Lucky Star',
  // Empty, so the country rule picks the language (SPEC.md §1): PH gives English.
  websiteDefaultLanguage: '',
  facebookPixel: '',
  countryCode: 'PH',
  currencyCode: 'PHP',
  currencySymbol: '₱',
  countryTimezone: 0,
  gameAccountCaptchaEnabled: true,
  gameAccountRegisterSMS: true,
  gameAccountRegisterBank: true,
  levelScheduleStatus: true,
  mobileBottomPictureStatus: true,
  userAgreement: [
    'Lucky Star user agreement',
    '',
    '1. You must be at least 18 years old and allowed to play games of chance where you live.',
    '2. One account per person. Keep your password to yourself; you are responsible for what is done with your account.',
    '3. Deposits and withdrawals use a bank account in your own name. We may ask you to confirm who you are before paying out.',
    '4. Promotions have their own terms, shown on each promotion. A bonus may be withdrawn once its turnover is met.',
    '5. Play for fun, within your means. Contact customer service at any time to set a limit or close your account.',
    '6. We may change these terms; the version shown here is the one that applies.',
  ].join('\n'),
  tiktokLink: '',
  facebookLink: '',
  youtubeLink: '',
  appDownloadLink: '',
};

/** Returns true when it seeded, false when the database already had a site. */
export async function seedDatabase(services: Pick<Services, 'banks' | 'levels' | 'bonusSettings' | 'site' | 'paymentCatalogue' | 'serviceContacts' | 'catalogue' | 'promotionAdmin'>): Promise<boolean> {
  await services.banks.seedIfEmpty();
  await services.levels.seedIfEmpty();
  await services.bonusSettings.seedIfEmpty();
  await services.paymentCatalogue.seedIfEmpty();
  await services.serviceContacts.seedIfEmpty();
  await services.catalogue.seedIfEmpty();
  // After the catalogue: the game promotion names its game.
  await services.promotionAdmin.seedIfEmpty();
  if (await services.site.hasSettings()) return false;
  await services.site.fillMissing(DEMO_SITE);
  return true;
}
