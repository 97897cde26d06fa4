// The operator's tracking markup runs under the page's script policy only as far as it must: its
// inline scripts by the hash of their exact text, the https origins it names, nothing else.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pixelPolicy } from '../../../server/modules/site/site.module';
import { withSources } from '../../../server/plugins/security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// Facebook's own snippet, shortened: an inline loader naming its script's address, and a noscript image.
const LOADER = `
!function(f,b,e,v){t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '1234567890');`;
const FACEBOOK_PIXEL = `<!-- Meta Pixel Code --><script>${LOADER}</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1234567890&ev=PageView&noscript=1"/></noscript>`;

describe('pixel policy', () => {
  it('allows nothing for no markup', () => {
    expect(pixelPolicy('')).toEqual({ scriptSources: [], connectSources: [] });
    expect(pixelPolicy('  ')).toEqual({ scriptSources: [], connectSources: [] });
  });

  it("allows the snippet's inline script by the hash of its exact text and the https origins it names", () => {
    const policy = pixelPolicy(FACEBOOK_PIXEL);
    expect(policy.scriptSources).toEqual([sha256(LOADER), 'https://connect.facebook.net', 'https://www.facebook.com']);
    expect(policy.connectSources).toEqual(['https://connect.facebook.net', 'https://www.facebook.com']);
  });

  it('allows a loaded script by its origin, never a plain-http one, and no hash for it', () => {
    const policy = pixelPolicy('<script async src="https://tags.example.com/t.js?id=9"></script><script src="http://plain.example.com/x.js"></script>');
    expect(policy.scriptSources).toEqual(['https://tags.example.com']);
  });

  it('hashes a script as the browser reads it: entities inside a script stay as written', () => {
    expect(pixelPolicy('<script>a &amp;&amp; b</script>').scriptSources).toEqual([sha256('a &amp;&amp; b')]);
  });
});

describe('adding sources to a policy', () => {
  const policy = "default-src 'self';script-src 'self';object-src 'none'";
  it('appends to an existing directive and creates a missing one from self', () => {
    expect(withSources(policy, 'script-src', ["'sha256-x'", 'https://a.example'])).toBe("default-src 'self';script-src 'self' 'sha256-x' https://a.example;object-src 'none'");
    expect(withSources(policy, 'connect-src', ['https://a.example'])).toBe(`${policy};connect-src 'self' https://a.example`);
  });
  it('leaves the policy as it was when there is nothing to add', () => {
    expect(withSources(policy, 'script-src', [])).toBe(policy);
  });
});
