// How a machine reads a failed call: `errorOf` picks the error out of an invoke's error event (for
// guard and action params), `messageOf` turns it into the text a form shows (the server's msg for
// an API reply, else the error's own message).
import { ApiError } from '../services/api-error';

export const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;

export const messageOf = (error: unknown): string =>
  error instanceof ApiError ? error.msg : error instanceof Error ? error.message : String(error);
