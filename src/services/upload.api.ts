// POST /common/upload (SPEC.md §5 uploads; issue 8): one picture as multipart field `file`,
// answering `data: { url }`. ofetch cannot report upload progress, so this one call uses
// XMLHttpRequest, with the api client's rules for where it goes and what it carries (base, lang,
// bearer token: callTarget) and its error type, so a machine reads a failed upload like any call.
import { BodyCode, type ApiReply } from '../domain/api-reply';
import { REQUEST_TIMEOUT_MS } from '../domain/constants';
import type { UploadReply } from '../domain/pay.schema';
import { callTarget } from './api-config';
import { ApiError } from './api-error';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The part of XMLHttpRequest the upload uses, so tests can hand in their own. */
export type XhrFactory = () => XMLHttpRequest;

export interface UploadTarget {
  base: string;
  locale: string;
  token: string | null;
}

export const UPLOAD_PATH = '/common/upload';

export function uploadUrl({ base, locale }: UploadTarget): string {
  return `${base.replace(/\/+$/, '')}${UPLOAD_PATH}?lang=${encodeURIComponent(locale)}`;
}

function isReply(body: unknown): body is ApiReply<UploadReply | null> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** Sends one file; resolves with the stored picture's url, rejects with an ApiError. */
export function uploadWith(makeXhr: XhrFactory, target: UploadTarget, file: Blob, options: UploadOptions = {}): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ApiError('abort', 'The upload was cancelled'));
      return;
    }
    const xhr = makeXhr();
    xhr.open('POST', uploadUrl(target));
    xhr.responseType = 'json';
    xhr.timeout = REQUEST_TIMEOUT_MS;
    if (target.token) xhr.setRequestHeader('Authorization', `Bearer ${target.token}`);
    xhr.upload.onprogress = (event) => {
      // Without a length the browser cannot say how far it is; the form then shows the bar moving.
      const total = event.lengthComputable ? event.total : file.size;
      options.onProgress?.({ loaded: Math.min(event.loaded, total), total });
    };
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const finish = (outcome: () => void) => {
      options.signal?.removeEventListener('abort', abort);
      outcome();
    };
    xhr.onload = () =>
      finish(() => {
        const body: unknown = xhr.response;
        const reply = isReply(body) ? body : null;
        if (xhr.status !== 200) {
          reject(new ApiError('http', `HTTP ${xhr.status}`, { status: xhr.status, reply }));
        } else if (!reply) {
          reject(new ApiError('network', 'Unreadable reply', { status: xhr.status }));
        } else if (reply.code !== BodyCode.ok || !reply.data || typeof reply.data.url !== 'string') {
          reject(new ApiError('reply', reply.msg || `Code ${reply.code}`, { status: xhr.status, reply }));
        } else {
          options.onProgress?.({ loaded: file.size, total: file.size });
          resolve({ url: reply.data.url });
        }
      });
    xhr.onerror = () => finish(() => reject(new ApiError('network', 'Network error')));
    xhr.ontimeout = () => finish(() => reject(new ApiError('timeout', 'The request timed out')));
    xhr.onabort = () => finish(() => reject(new ApiError('abort', 'The upload was cancelled')));
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'receipt');
    xhr.send(form);
  });
}

/** POST /common/upload from the app, with its current base, language and token. */
export function uploadFile(file: Blob, options?: UploadOptions): Promise<UploadReply> {
  return uploadWith(() => new XMLHttpRequest(), callTarget(), file, options);
}
