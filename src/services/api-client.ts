// The one configured API client (SPEC.md §7 and §8): every /user-api call goes through here, so
// the lang query, the bearer token, the delayed loading indicator, aborting a superseded call, the
// timeout and the reaction to each reply code live in one place. Its hooks are set apart
// (api-config.ts), so the first screen carries neither this module nor ofetch: they load with the
// first call, which a guest's server-rendered home makes only after the page has loaded.
import { createFetch, type FetchResponse } from 'ofetch';
import { BodyCode, type ApiReply } from '../domain/api-reply';
import { LOADING_DELAY_MS, REQUEST_TIMEOUT_MS, TOAST_DURATION_MS } from '../domain/constants';
import { configuredApiDeps, type ApiDeps, type ApiMethod } from './api-config';
import { ApiError } from './api-error';

export type ApiParams = Record<string, unknown>;

export interface CallOptions {
  /** GET/DELETE: sent as the query. POST/PUT: merged with the data into the JSON body. */
  params?: ApiParams;
  /** Always sent in the URL, beside lang, whatever the method. */
  query?: ApiParams;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** Show the loading indicator if the call outlasts LOADING_DELAY_MS (default true). */
  loading?: boolean;
  /** A newer call with the same method and path aborts this one (default true). */
  cancellable?: boolean;
  /** Toast the msg of a failing body code; the 401/403 and 10400 toasts always show (default true). */
  toastError?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export type ApiData = ApiParams | FormData;

export interface ApiClient {
  request<T>(method: ApiMethod, path: string, data?: ApiData, options?: CallOptions): Promise<ApiReply<T>>;
  get<T>(path: string, params?: ApiParams, options?: CallOptions): Promise<ApiReply<T>>;
  del<T>(path: string, params?: ApiParams, options?: CallOptions): Promise<ApiReply<T>>;
  post<T>(path: string, data?: ApiData, options?: CallOptions): Promise<ApiReply<T>>;
  put<T>(path: string, data?: ApiData, options?: CallOptions): Promise<ApiReply<T>>;
}

/** Calls that replace each other: same method, same path once a trailing numeric id is dropped. */
export function requestKey(method: ApiMethod, path: string): string {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  return `${method} ${bare.replace(/\/\d+$/, '')}`;
}

function isReply(body: unknown): body is ApiReply {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function bodyFor(method: ApiMethod, data: ApiData | undefined, params: ApiParams | undefined): ApiData | undefined {
  if (method === 'GET' || method === 'DELETE') return undefined;
  if (data instanceof FormData) {
    for (const [name, value] of Object.entries(params ?? {})) {
      if (value !== undefined) data.append(name, String(value));
    }
    return data;
  }
  // SPEC.md §7: params and body go as one data object; an empty object keeps JSON servers happy.
  return { ...params, ...data };
}

function queryFor(method: ApiMethod, data: ApiData | undefined, options: CallOptions, locale: string): ApiParams {
  const carried = method === 'GET' || method === 'DELETE' ? { ...options.params, ...(data as ApiParams | undefined) } : {};
  return { ...carried, ...options.query, lang: locale };
}

type Outcome = { response: FetchResponse<unknown> } | { error: ApiError };

export function createApiClient(deps: ApiDeps): ApiClient {
  const $fetch = createFetch({ fetch: (input, init) => deps.fetch(input, init) });
  const inFlight = new Map<string, () => void>();
  let sessionRejectPending = false;

  const describe = (error: ApiError): string => deps.describeFailure?.(error) ?? error.message;

  const failLoudly = (error: ApiError): ApiError => {
    const text = error.reply?.msg || describe(error);
    if (text) deps.toast(text, TOAST_DURATION_MS);
    return error;
  };

  // Several calls can be rejected at once (start-up loads user, balance, unread): the player is
  // sent away once, after the toast has had its time.
  const rejectSession = (msg: string): void => {
    if (sessionRejectPending) return;
    sessionRejectPending = true;
    setTimeout(() => {
      sessionRejectPending = false;
      deps.onSessionRejected(msg);
    }, TOAST_DURATION_MS);
  };

  async function send(method: ApiMethod, path: string, data: ApiData | undefined, options: CallOptions): Promise<Outcome> {
    const key = requestKey(method, path);
    const controller = new AbortController();
    let stopped: 'abort' | 'timeout' | null = null;
    let settleStop: (reason: 'abort' | 'timeout') => void = () => {};
    // Rejects as soon as the call is stopped, even if the fetch implementation ignores the signal.
    const stop = new Promise<never>((_, reject) => {
      settleStop = (reason) => {
        if (stopped) return;
        stopped = reason;
        controller.abort(new DOMException(reason, reason === 'abort' ? 'AbortError' : 'TimeoutError'));
        reject(new Error(reason));
      };
    });
    stop.catch(() => {});

    const cancel = (): void => settleStop('abort');
    if (options.cancellable ?? true) {
      inFlight.get(key)?.();
      inFlight.set(key, cancel);
    }
    const timeout = setTimeout(() => settleStop('timeout'), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    let loadingShown = false;
    const loadingTimer =
      options.loading === false
        ? undefined
        : setTimeout(() => {
            loadingShown = true;
            deps.showLoading();
          }, LOADING_DELAY_MS);

    const headers = new Headers(options.headers);
    const token = options.auth === false ? null : deps.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    try {
      const response = await Promise.race([
        $fetch.raw<unknown, 'json'>(path, {
          method,
          baseURL: deps.getBase(),
          query: queryFor(method, data, options, deps.getLocale()),
          body: bodyFor(method, data, options.params),
          headers,
          signal: controller.signal,
          responseType: 'json',
          retry: false,
          ignoreResponseError: true,
        }),
        stop,
      ]);
      return { response };
    } catch (cause) {
      if (stopped === 'abort') return { error: new ApiError('abort', 'The call was replaced by a newer one', { cause }) };
      if (stopped === 'timeout') return { error: new ApiError('timeout', 'The request timed out', { cause }) };
      const root = cause instanceof Error && cause.cause instanceof Error ? cause.cause : cause;
      const message = root instanceof Error && root.message ? root.message : 'Network error';
      return { error: new ApiError('network', message, { cause }) };
    } finally {
      clearTimeout(timeout);
      clearTimeout(loadingTimer);
      if (loadingShown) deps.hideLoading();
      // A replaced call's slot already belongs to its successor.
      if (inFlight.get(key) === cancel) inFlight.delete(key);
    }
  }

  async function request<T>(method: ApiMethod, path: string, data?: ApiData, options: CallOptions = {}): Promise<ApiReply<T>> {
    const outcome = await send(method, path, data, options);
    if ('error' in outcome) {
      throw outcome.error.kind === 'abort' ? outcome.error : failLoudly(outcome.error);
    }

    const { response } = outcome;
    const body: unknown = response._data;
    if (response.status !== 200) {
      const error = new ApiError<T>('http', `HTTP ${response.status}`, {
        status: response.status,
        reply: isReply(body) ? (body as ApiReply<T>) : null,
      });
      if (response.status === 403) {
        deps.onForbidden({ status: response.status, method, path, body });
        throw error;
      }
      throw failLoudly(error);
    }
    if (!isReply(body)) throw failLoudly(new ApiError('network', 'Unreadable reply', { status: response.status }));

    const reply = body as ApiReply<T>;
    if (reply.code === BodyCode.ok) {
      deps.onResponseOk();
      return reply;
    }
    const error = new ApiError<T>('reply', reply.msg || `Code ${reply.code}`, { reply, status: response.status });
    if (reply.code === BodyCode.unauthorized || reply.code === BodyCode.forbidden) {
      if (reply.msg) deps.toast(reply.msg, TOAST_DURATION_MS);
      rejectSession(reply.msg);
    } else if (reply.code === BodyCode.notice) {
      if (reply.msg) deps.toast(reply.msg, TOAST_DURATION_MS);
    } else if (options.toastError !== false && reply.msg) {
      deps.toast(reply.msg, TOAST_DURATION_MS);
    }
    throw error;
  }

  return {
    request,
    get: (path, params, options) => request('GET', path, params, options),
    del: (path, params, options) => request('DELETE', path, params, options),
    post: (path, data, options) => request('POST', path, data, options),
    put: (path, data, options) => request('PUT', path, data, options),
  };
}

/** '/user-api' under the stored app domain when the site-domain lookup found one. */
// The client is made from the hooks configureApi set (api-config.ts), again whenever they change:
// this module loads with the first call, which may come after main.tsx configured them.
let made: { deps: ApiDeps; client: ApiClient } | undefined;
function client(): ApiClient {
  const deps = configuredApiDeps();
  if (made?.deps !== deps) made = { deps, client: createApiClient(deps) };
  return made.client;
}

/** The app's client; endpoint modules call through it so configureApi takes effect everywhere. */
export const api: ApiClient = {
  request: (method, path, data, options) => client().request(method, path, data, options),
  get: (path, params, options) => client().get(path, params, options),
  del: (path, params, options) => client().del(path, params, options),
  post: (path, data, options) => client().post(path, data, options),
  put: (path, data, options) => client().put(path, data, options),
};
