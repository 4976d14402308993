import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { DeskSessionProvider, useDeskSession } from '#client/lib/session/desk-session.tsx';
import { myTicketKeys } from '../api.ts';
import { SignInCard } from './sign-in-card.tsx';

// Loaded once a customer is signed in, so the sign-in card is usable without the desk's code.
const TicketsDesk = lazy(() =>
  import('./tickets-desk.tsx').then((module) => ({ default: module.TicketsDesk })),
);

/** /my-tickets: the sign-in card, or the customer's tickets with one open in place. */
export function MyTickets() {
  return (
    <DeskSessionProvider account="customer" cacheKey={myTicketKeys.all}>
      <MyTicketsView />
    </DeskSessionProvider>
  );
}

function MyTicketsView() {
  const { portal: t } = useAccountMessages();
  const { session } = useDeskSession();
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
