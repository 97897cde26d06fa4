// NODE_ENV, recognised exactly. A misspelt production setting ("Production", "prod") used to run
// quietly as development: the outbox SMS provider, and the routes that read SMS codes and
// captcha answers back. Now anything but the three known values refuses to start.
export const NODE_ENVS = ['development', 'test', 'production'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export class NodeEnvError extends Error {
  override name = 'NodeEnvError';
}

/** Unset or empty is development (a local demo with no setup); anything unknown throws. */
export function readNodeEnv(raw: string | undefined): NodeEnv {
  if (raw === undefined || raw === '') return 'development';
  if ((NODE_ENVS as readonly string[]).includes(raw)) return raw as NodeEnv;
  throw new NodeEnvError(
    `NODE_ENV must be unset, ${NODE_ENVS.join(', ')} (exactly, lower case), got "${raw}". ` +
      'For a live site set NODE_ENV=production.',
  );
}

/**
 * The development routes (GET /user-api/dev/sms-outbox and /dev/captcha/:uuid) hand out one-time
 * secrets. They exist only in development or test and only with the outbox SMS provider, which
 * production refuses: so a live site never serves them, whatever else is misconfigured.
 */
export function devRoutesAllowed(nodeEnv: NodeEnv, smsProviderKind: string): boolean {
  return nodeEnv !== 'production' && smsProviderKind === 'outbox';
}
