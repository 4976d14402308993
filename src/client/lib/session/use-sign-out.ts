import { useState } from 'react';
import { useAccountSession } from './account-session.tsx';
import { signOut } from './session-api.ts';

/** Ends the server session, then the page's; `onSignedOut` adds the portal's or the admin's own toast. */
export function useSignOut(onSignedOut: () => void) {
  const { end } = useAccountSession();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutNow(): Promise<void> {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      // The cookie may outlive a failed call, but this browser forgets the session either way.
      console.error('Sign-out request failed', error);
    }
    end();
    setSigningOut(false);
    onSignedOut();
  }

  return { signingOut, signOut: signOutNow };
}
