// The time as services see it. Injected, so tests move time forward (code expiry, lockouts,
// resend windows) instead of sleeping.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
