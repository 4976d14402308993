import { useState } from 'react';
import { closeLiveStream } from '#client/lib/live-state.ts';
import { useAccountSession } from './account-session.tsx';
import { signOut } from './session-api.ts';

/** Ends the server session, then the page's; `onSignedOut` adds the portal's or the admin's own toast. */
export function useSignOut(onSignedOut: () => void) {
  const { end } = useAccountSession();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutNow(): Promise<void> {
    setSigningOut(true);
    // Ending the session ends its live stream too, which would otherwise read as a drop and ask again.
    closeLiveStream();
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
