// Who a request acts for, as every module's routes see it: the session a bearer token opened.
// The accounts module issues and checks sessions; other modules only read these shapes.

export interface AuthenticatedSession {
  sessionId: number;
  playerId: number;
}

/** Where a session was opened from, kept with it for the player's and the operator's eyes. */
export interface SessionMeta {
  ip: string;
  userAgent: string;
}
