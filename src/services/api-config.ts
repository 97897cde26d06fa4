// The API client's hooks (api-client.ts): main.tsx sets them at start, the client reads them at
// each call. Apart from the client so the first screen carries only these few lines: the client
// and ofetch load with the first call.
import { FALLBACK_LOCALE } from '../domain/locales';
import type { ApiError } from './api-error';
import { readFirstScreen } from './first-screen';
import { storage } from './storage';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an HTTP 403 leaves behind for the forbidden page (SPEC.md §8). */
export interface ForbiddenFailure {
  status: number;
  method: ApiMethod;
  path: string;
  /** The parsed response body, whatever it was. */
  body: unknown;
}

export interface ApiDeps {
  fetch: typeof globalThis.fetch;
  /** The stored app domain + '/user-api', or '/user-api'. Read on every call. */
  getBase(): string;
  getLocale(): string;
  getToken(): string | null;
  showLoading(): void;
  hideLoading(): void;
  toast(text: string, durationMs: number): void;
  /** Body code 401/403, called once the toast has been up for TOAST_DURATION_MS. */
  onSessionRejected(msg: string): void;
  /** HTTP 403. */
  onForbidden(failure: ForbiddenFailure): void;
  /** Any reply with body code 200. */
  onResponseOk(): void;
  /** The toast text for a failure without a server msg (network, timeout, HTTP status). */
  describeFailure?(error: ApiError): string;
}

export function userApiBase(appDomain: string | null): string {
  return appDomain ? `${appDomain.replace(/\/+$/, '')}/user-api` : '/user-api';
}

const noop = (): void => {};

let pageLocaleRead: { code: string | null } | undefined;
/** The language of the page the server rendered (null on any other), read once. */
const pageLocale = (): string | null => (pageLocaleRead ??= { code: readFirstScreen()?.localeCode ?? null }).code;

function defaultDeps(): ApiDeps {
  return {
    // Resolved per call so a test or polyfill that replaces globalThis.fetch later is honoured.
    fetch: (input, init) => globalThis.fetch(input, init),
    getBase: () => userApiBase(storage.get('appDomain')),
    // Before the session has its language (the phone home's first screen calls before the session
    // has loaded, app-frame.tsx): the page's, which is the one the session will pick.
    getLocale: () => storage.get('locale') ?? pageLocale() ?? FALLBACK_LOCALE,
    getToken: () => storage.get('token'),
    showLoading: noop,
    hideLoading: noop,
    toast: noop,
    onSessionRejected: noop,
    onForbidden: noop,
    onResponseOk: noop,
  };
}

let currentDeps = defaultDeps();

/** Called once at start with the app's UI hooks; what is left out keeps its default. */
export function configureApi(deps: Partial<ApiDeps>): void {
  currentDeps = { ...defaultDeps(), ...deps };
}

/** The hooks in force: a new object after every configureApi, so the client knows to remake itself. */
export function configuredApiDeps(): ApiDeps {
  return currentDeps;
}

/**
 * Where a call outside ofetch (the upload, which needs XMLHttpRequest for its progress) is sent and
 * with what: the same base, lang and token as every other call, read at the moment of the call.
 */
export function callTarget(): { base: string; locale: string; token: string | null } {
  return { base: currentDeps.getBase(), locale: currentDeps.getLocale(), token: currentDeps.getToken() };
}
