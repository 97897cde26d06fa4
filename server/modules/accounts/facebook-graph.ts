// Checks a Facebook access token with the Graph API, as Facebook's login docs require of a
// server: debug_token (signed with the app's own id|secret) says whether the token is valid and
// was issued to THIS app; /me then gives the user's id and name.
export interface FacebookConfig {
  appId: string;
  appSecret: string;
}

export interface FacebookUser {
  id: string;
  name: string;
}

/** The token is not valid, expired, or belongs to another app. */
export class FacebookTokenError extends Error {
  override name = 'FacebookTokenError';
}

/** Facebook could not be asked (network, timeout, an error page). */
export class FacebookUnreachableError extends Error {
  override name = 'FacebookUnreachableError';
}

const GRAPH = 'https://graph.facebook.com/v21.0';
const GRAPH_TIMEOUT_MS = 5_000;

interface DebugTokenReply {
  data?: { app_id?: string; is_valid?: boolean; user_id?: string };
}

interface MeReply {
  id?: string;
  name?: string;
}

export async function verifyFacebookToken(
  config: FacebookConfig,
  accessToken: string,
  fetchImpl: typeof fetch = fetch,
): Promise<FacebookUser> {
  const debug = new URL(`${GRAPH}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
  const token = (await getJson(fetchImpl, debug)) as DebugTokenReply;
  const data = token.data;
  if (!data?.is_valid || data.app_id !== config.appId || !data.user_id) {
    throw new FacebookTokenError('the access token is not valid for this app');
  }

  const me = new URL(`${GRAPH}/me`);
  me.searchParams.set('fields', 'id,name');
  me.searchParams.set('access_token', accessToken);
  const user = (await getJson(fetchImpl, me)) as MeReply;
  if (!user.id || user.id !== data.user_id) throw new FacebookTokenError('the token and /me disagree about the user');
  return { id: user.id, name: user.name ?? '' };
}

async function getJson(fetchImpl: typeof fetch, url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) });
  } catch (error) {
    throw new FacebookUnreachableError(`Graph API unreachable: ${(error as Error).message}`, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  // Graph answers 400 with an error object for a bad or expired token.
  if (response.status === 400 || response.status === 401) throw new FacebookTokenError('Graph API refused the token');
  if (!response.ok || body === null) throw new FacebookUnreachableError(`Graph API answered HTTP ${response.status}`);
  return body;
}
