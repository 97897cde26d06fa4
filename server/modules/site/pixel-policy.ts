// What the page's script policy must allow for the operator's tracking markup (site info's
// facebookPixel, SPEC.md §1) to run: the web app puts the markup in the head and recreates its
// scripts (src/views/site-pixel.ts), and `script-src 'self'` would block every one of them.
// Each inline script is allowed by the hash of its exact text (so nothing injected elsewhere
// runs), and the https origins the markup names (a pixel's loader script, the address its
// reports go to) are allowed to load scripts and be called. The markup is parsed as a browser
// parses it (parse5), so a hash is of the very text the browser will run.
import { createHash } from 'node:crypto';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];

export interface PixelPolicy {
  /** Hashes of inline scripts and origins of loaded ones, for script-src. */
  scriptSources: string[];
  /** The https origins the markup names, for connect-src. */
  connectSources: string[];
}

const NONE: PixelPolicy = { scriptSources: [], connectSources: [] };

export function pixelPolicy(markup: string): PixelPolicy {
  if (!markup.trim()) return NONE;
  const hashes = new Set<string>();
  const origins = new Set<string>();
  const addOrigin = (address: string) => {
    try {
      const url = new URL(address);
      if (url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not an absolute address: nothing to allow.
    }
  };
  visit(parseFragment(markup), (node) => {
    if (node.nodeName !== 'script' || !('attrs' in node)) return;
    const src = node.attrs.find((attribute) => attribute.name === 'src')?.value;
    if (src) addOrigin(src);
    else hashes.add(`'sha256-${createHash('sha256').update(textOf(node)).digest('base64')}'`);
  });
  for (const match of markup.matchAll(/https:\/\/[^\s'"`<>()\\]+/g)) addOrigin(match[0]);
  const sortedOrigins = [...origins].sort();
  return { scriptSources: [...[...hashes].sort(), ...sortedOrigins], connectSources: sortedOrigins };
}

function visit(node: Node, see: (node: Node) => void): void {
  see(node);
  if ('childNodes' in node) for (const child of node.childNodes) visit(child, see);
  if (node.nodeName === 'template' && 'content' in node) visit(node.content, see);
}

function textOf(node: Node): string {
  if (!('childNodes' in node)) return '';
  return node.childNodes.map((child) => (child.nodeName === '#text' && 'value' in child ? child.value : '')).join('');
}
