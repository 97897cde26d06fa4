// The document head follows site info (SPEC.md §1): the title is documentTitle (or the site's
// name), and the site's tracking markup (facebookPixel) is inserted once. The markup is the
// operator's own configuration, so its scripts are recreated to run as the operator wrote them.
import { useEffect } from 'react';
import { useSession } from './app-actors';

const MARK = 'data-site-pixel';

export function useDocumentHead() {
  const title = useSession((s) => s.context.siteInfo?.documentTitle || s.context.siteInfo?.websiteName || '');
  const pixel = useSession((s) => s.context.siteInfo?.facebookPixel ?? '');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  useEffect(() => {
    if (!pixel || document.head.querySelector(`[${MARK}]`)) return;
    const template = document.createElement('template');
    template.innerHTML = pixel;
    for (const node of Array.from(template.content.childNodes)) {
      const copy = node instanceof HTMLScriptElement ? recreateScript(node) : node.cloneNode(true);
      if (copy instanceof Element) copy.setAttribute(MARK, '');
      document.head.appendChild(copy);
    }
  }, [pixel]);
}

function recreateScript(source: HTMLScriptElement): HTMLScriptElement {
  const script = document.createElement('script');
  for (const attribute of Array.from(source.attributes)) script.setAttribute(attribute.name, attribute.value);
  script.text = source.text;
  return script;
}
