// The server's limits on one-time SMS codes, named once so the service, the messages and the
// tests agree.

export const SMS_CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries a code survives; the next wrong one kills it. */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Codes sent to one phone per hour, whatever the purpose. */
export const SMS_PER_PHONE_PER_HOUR = 5;
/** Codes requested from one address per hour. */
export const SMS_PER_IP_PER_HOUR = 20;
