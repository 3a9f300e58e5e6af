import { createContext, useContext, useEffect } from 'react';

/** Lets a sign-up screen say the sign-up is over, so Back no longer asks to stay. */
export const RetentionContext = createContext<{ finish: () => void } | null>(null);

/**
 * Called by a screen shown once the account is created or being created (the 'creating
 * account' screen): the retention modal stops guarding while it shows.
 */
export function useSignUpFinished(): void {
  const retention = useContext(RetentionContext);
  useEffect(() => retention?.finish(), [retention]);
}
