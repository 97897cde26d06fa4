// A login form's machine ends with { token }: hand it to the form's owner, once.
import { useEffect, useEffectEvent } from 'react';

export function useSignedIn(token: string | null, onSignedIn: (token: string) => void): void {
  const signedIn = useEffectEvent(onSignedIn);
  useEffect(() => {
    if (token) signedIn(token);
  }, [token]);
}
