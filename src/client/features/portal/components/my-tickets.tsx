import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { AccountSessionProvider, useAccountSession } from '#client/lib/session/account-session.tsx';
import { myTicketKeys } from '../api.ts';
import { SignInCard } from './sign-in-card.tsx';

// Loaded once a customer is signed in, so the sign-in card is usable without the desk's code.
const TicketsDesk = lazy(() =>
  import('./tickets-desk.tsx').then((module) => ({ default: module.TicketsDesk })),
);

/** /my-tickets: the sign-in card, or the customer's tickets with one open in place. */
export function MyTickets() {
  return (
    <AccountSessionProvider account="customer" cacheKey={myTicketKeys.all}>
      <MyTicketsView />
    </AccountSessionProvider>
  );
}

function MyTicketsView() {
  const { portal: t } = useAccountMessages();
  const { session } = useAccountSession();
  const signedOutByButton = useRef(false);
  const shownSignIn = useRef(false);
  useEffect(() => {
    if (!session) shownSignIn.current = true;
  }, [session]);

  if (!session) return <SignInCard autoFocus={signedOutByButton.current} />;
  return (
    <Suspense
      fallback={
        <p role="status" className="text-muted-foreground">
          {t.list.loading}
        </p>
      }
    >
      <TicketsDesk
        email={session.email}
        focusList={shownSignIn.current}
        onSignedOut={() => {
          signedOutByButton.current = true;
        }}
      />
    </Suspense>
  );
}
