// The footer's social links and app download (SPEC.md §3 site info: tiktokLink, facebookLink,
// youtubeLink, appDownloadLink): the same links a phone shows at the foot of the Account page.
import { SiteLinks } from '../contact/site-links';

export function DesktopSocialLinks() {
  return <SiteLinks place="desktopFooter" />;
}
