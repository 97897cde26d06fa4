// The footer's slot for the site's social links (SPEC.md §3 site info: tiktokLink, facebookLink,
// youtubeLink). The social links work fills it; until then it renders nothing and the footer is
// laid out the same with or without it.
export function DesktopSocialLinks() {
  return null;
}
