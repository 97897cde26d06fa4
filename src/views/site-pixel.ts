// The site's tracking markup (site info's facebookPixel, SPEC.md §1), inserted into the head once.
// The markup is the operator's own configuration, so its scripts are recreated to run as the
// operator wrote them. Loaded only for a site that has a pixel (use-document-head.ts).
const MARK = 'data-site-pixel';

export function insertSitePixel(pixel: string): void {
  if (document.head.querySelector(`[${MARK}]`)) return;
  const template = document.createElement('template');
  template.innerHTML = pixel;
  for (const node of Array.from(template.content.childNodes)) {
    const copy = node instanceof HTMLScriptElement ? recreateScript(node) : node.cloneNode(true);
    if (copy instanceof Element) copy.setAttribute(MARK, '');
    document.head.appendChild(copy);
  }
}

function recreateScript(source: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attribute of Array.from(source.attributes)) script.setAttribute(attribute.name, attribute.value);
  script.text = source.text;
  return script;
}
