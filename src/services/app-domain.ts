// The site-domain lookup (SPEC.md §7 "Also:"): a deployment that serves several apps from one
// admin backend asks it which domain this app's API lives on, and stores the answer as the app
// domain the API client builds its base from. Without an admin base it is not used at all.
import { createFetch } from 'ofetch';
import { BodyCode, type ApiReply } from '../domain/api-reply';
import { DOMAIN_LOOKUP_TIMEOUT_MS } from '../domain/constants';
import { storage as appStorage, type AppStorage } from './storage';

export interface AppDomainLookup {
  /** The admin backend's base URL, e.g. https://admin.example.com/api. */
  adminBase: string;
  /** The app identifier the admin backend knows this app by. */
  appId: string;
  /** The bearer token the admin backend expects. */
  bearer: string;
  fetch?: typeof globalThis.fetch;
  storage?: AppStorage;
}

/** Path of the lookup under the admin base; SPEC.md does not show it. */
export const APP_DOMAIN_LOOKUP_PATH = '/app/domain';

export class AppDomainLookupError extends Error {
  override readonly name = 'AppDomainLookupError';
}

/** Resolves with the stored domain; on any failure removes the stored one and rejects. */
export async function lookupAppDomain(lookup: AppDomainLookup): Promise<string> {
  const storage = lookup.storage ?? appStorage;
  const fetchImpl = lookup.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const $fetch = createFetch({ fetch: fetchImpl });
  try {
    const reply = await $fetch<ApiReply<unknown>>(APP_DOMAIN_LOOKUP_PATH, {
      baseURL: lookup.adminBase,
      query: { appId: lookup.appId },
      headers: { Authorization: `Bearer ${lookup.bearer}` },
      timeout: DOMAIN_LOOKUP_TIMEOUT_MS,
      retry: false,
      responseType: 'json',
    });
    if (reply?.code !== BodyCode.ok || typeof reply.data !== 'string' || !reply.data) {
      throw new AppDomainLookupError(reply?.msg || 'The admin backend returned no domain');
    }
    storage.set('appDomain', reply.data);
    return reply.data;
  } catch (cause) {
    // A stale domain would send every call to the wrong place; the page's own host is safer.
    storage.remove('appDomain');
    throw cause instanceof AppDomainLookupError ? cause : new AppDomainLookupError('App domain lookup failed', { cause });
  }
}

/**
 * The lookup as the build configures it (VITE_ADMIN_BASE, VITE_APP_ID, VITE_ADMIN_TOKEN).
 * Resolves null, touching nothing, when no admin base is configured.
 */
export async function lookupConfiguredAppDomain(): Promise<string | null> {
  const env = import.meta.env as Record<string, string | undefined>;
  const adminBase = env.VITE_ADMIN_BASE;
  if (!adminBase) return null;
  return lookupAppDomain({ adminBase, appId: env.VITE_APP_ID ?? '', bearer: env.VITE_ADMIN_TOKEN ?? '' });
}
