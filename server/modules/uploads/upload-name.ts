// Upload names and urls: 32 random hex characters and the stored image's extension, served at
// /user-api/common/upload/<name>. The url is what POST /common/upload answers and what a form
// that attaches pictures (the manual deposit's receipt) sends back.
import { randomBytes } from 'node:crypto';

export const UPLOAD_URL_PREFIX = '/user-api/common/upload/';
const NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export function newUploadName(extension: 'png' | 'jpg' | 'webp'): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

export function isUploadName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

export function uploadUrl(name: string): string {
  return `${UPLOAD_URL_PREFIX}${name}`;
}

/** The name an upload url points at, or null when it is not one of ours. */
export function uploadNameOf(url: string): string | null {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return null;
  const name = url.slice(UPLOAD_URL_PREFIX.length);
  return isUploadName(name) ? name : null;
}
