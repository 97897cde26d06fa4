// The receipt upload over XMLHttpRequest: where it goes (base, lang, token like every call), the
// progress it reports while the body is sent, and how each failure reads (the same ApiError kinds
// as the api client), over a scripted XMLHttpRequest.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/services/api-config';
import { ApiError } from '../../src/services/api-error';
import { uploadFile, uploadUrl, uploadWith, type UploadProgress, type UploadTarget } from '../../src/services/upload.api';

type Handler = ((event: ProgressEvent) => void) | null;
// Node has no ProgressEvent; the upload reads nothing from these but their arrival.
const ev = (type: string) => ({ type }) as unknown as ProgressEvent;

/** Records what the upload does and lets the test play the network's part. */
class ScriptedXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  timeout = 0;
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.(ev('abort'));
  }
  // The network's side.
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.(ev('load'));
  }
}

const target: UploadTarget = { base: '/user-api', locale: 'my_MM', token: 'tok-1' };
const picture = () => new File([new Uint8Array(1000)], 'receipt.png', { type: 'image/png' });

function start(file: Blob = picture(), signal?: AbortSignal, to: UploadTarget = target) {
  const xhr = new ScriptedXhr();
  const progress: UploadProgress[] = [];
  const result = uploadWith(() => xhr as unknown as XMLHttpRequest, to, file, { onProgress: (p) => progress.push(p), signal });
  return { xhr, progress, result };
}

describe('upload (POST /common/upload)', () => {
  it('posts the file as multipart field `file` to the api base with lang and the bearer token', async () => {
    const { xhr, result } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/user-api/common/upload?lang=my_MM');
    expect(xhr.headers.Authorization).toBe('Bearer tok-1');
    const sent = xhr.body?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('receipt.png');
    expect((sent as File).size).toBe(1000);
    xhr.answer(200, { code: 200, msg: 'ok', data: { url: '/user-api/common/file/abc.png' } });
    await expect(result).resolves.toEqual({ url: '/user-api/common/file/abc.png' });
  });

  it('sends no token when there is none, and uses a stored app domain as base', () => {
    const { xhr } = start(picture(), undefined, { base: 'https://api.example.com/user-api/', locale: 'en_US', token: null });
    expect(xhr.url).toBe('https://api.example.com/user-api/common/upload?lang=en_US');
    expect(xhr.headers).not.toHaveProperty('Authorization');
  });

  it('reports progress as the body is sent, then the whole file once the server has it', async () => {
    const { xhr, progress, result } = start();
    xhr.progress(250, 1000);
    xhr.progress(700, 1000);
    // A browser that cannot tell the length: measured against the file's own size.
    xhr.progress(900, 0, false);
    expect(progress).toEqual([{ loaded: 250, total: 1000 }, { loaded: 700, total: 1000 }, { loaded: 900, total: 1000 }]);
    xhr.answer(200, { code: 200, msg: 'ok', data: { url: '/u/1.png' } });
    await result;
    expect(progress.at(-1)).toEqual({ loaded: 1000, total: 1000 });
  });

  it('a refused upload rejects with the server msg (oversize, not a picture)', async () => {
    const { xhr, result } = start();
    xhr.answer(200, { code: 500, msg: 'file too large', data: null });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('reply');
    expect((error as ApiError).msg).toBe('file too large');
  });

  it('an HTTP status, a network failure and a timeout each reject with their kind', async () => {
    const http = start();
    http.xhr.answer(413, null);
    await expect(http.result).rejects.toMatchObject({ kind: 'http', status: 413 });
    const network = start();
    network.xhr.onerror?.(ev('error'));
    await expect(network.result).rejects.toMatchObject({ kind: 'network' });
    const late = start();
    late.xhr.ontimeout?.(ev('timeout'));
    await expect(late.result).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a reply of 200 without a url is a failure, not an empty picture', async () => {
    const { xhr, result } = start();
    xhr.answer(200, { code: 200, msg: 'ok', data: null });
    await expect(result).rejects.toMatchObject({ kind: 'reply' });
  });

  it('an abort signal stops the request and rejects as an abort', async () => {
    const controller = new AbortController();
    const { xhr, result } = start(picture(), controller.signal);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ kind: 'abort' });
  });

  it('builds the url under the base without a doubled slash', () => {
    expect(uploadUrl({ base: '/user-api/', locale: 'zh_CN', token: null })).toBe('/user-api/common/upload?lang=zh_CN');
  });
});

describe('uploadFile (the app\'s upload)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    configureApi({});
  });

  it('goes where every other call goes: the configured base, language and token, read at the call', async () => {
    const sent: ScriptedXhr[] = [];
    vi.stubGlobal('XMLHttpRequest', class extends ScriptedXhr {
      constructor() {
        super();
        sent.push(this);
      }
    });
    let token = 'first';
    configureApi({ getBase: () => 'https://api.example.com/user-api', getLocale: () => 'th_TH', getToken: () => token });
    token = 'rotated';
    const result = uploadFile(picture());
    expect(sent[0]?.url).toBe('https://api.example.com/user-api/common/upload?lang=th_TH');
    expect(sent[0]?.headers.Authorization).toBe('Bearer rotated');
    sent[0]?.answer(200, { code: 200, msg: 'ok', data: { url: '/u/2.png' } });
    await expect(result).resolves.toEqual({ url: '/u/2.png' });
  });
});
