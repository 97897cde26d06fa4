// Operator-written HTML made safe to render in the app (notices): DOMPurify through
// isomorphic-dompurify (jsdom on Node), the kept sanitiser. Scripts, event handler attributes
// (on*), inline styles, javascript: urls (DOMPurify's own url rule), forms, frames, SVG and MathML are removed;
// links that open elsewhere get rel="noopener noreferrer". Loaded on first use so a server that
// never writes or reads a notice does not pay for jsdom at start.
type Purifier = typeof import('isomorphic-dompurify').default;

let purifier: Promise<Purifier> | undefined;

async function load(): Promise<Purifier> {
  const { default: DOMPurify } = await import('isomorphic-dompurify');
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return DOMPurify;
}

export async function sanitiseHtml(html: string): Promise<string> {
  const DOMPurify = await (purifier ??= load());
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
    // Inline styles could lay a notice over the app's own controls.
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
