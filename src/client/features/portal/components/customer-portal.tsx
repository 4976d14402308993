import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useForgetQueries } from '#client/lib/query-client.ts';
import { AccountSessionProvider, useAccountSession } from '#client/lib/session/account-session.tsx';
import { signedInHere } from '#client/lib/session/signed-in-here.ts';
import { myTicketKeys } from '../api.ts';
import { SignInCard } from './sign-in-card.tsx';
import type { NewTicketSlot } from './signed-in-portal.tsx';

// Loaded once a customer is signed in, so the sign-in card is usable without the signed-in portal's code.
const SignedInPortal = lazy(() =>
  import('./signed-in-portal.tsx').then((module) => ({ default: module.SignedInPortal })),
);

/** /my-tickets: the sign-in card, or the customer's tickets with one open in place. */
export function CustomerPortal({ newTicket }: { newTicket?: NewTicketSlot }) {
  const forgetTickets = useForgetQueries(myTicketKeys.all);
  return (
    <AccountSessionProvider account="customer" forgetCache={forgetTickets}>
      <CustomerPortalView newTicket={newTicket} />
    </AccountSessionProvider>
  );
}

function CustomerPortalView({ newTicket }: { newTicket?: NewTicketSlot }) {
  const { portal: t } = useAccountMessages();
  const { session } = useAccountSession();
  const queryClient = useQueryClient();
  const signedOutByButton = useRef(false);
  const shownSignIn = useRef(signedInHere());
  useEffect(() => {
    if (!session) shownSignIn.current = true;
  }, [session]);

  if (!session) {
    return (
      <SignInCard
        autoFocus={signedOutByButton.current}
        keepFirstPage={(page) => queryClient.setQueryData(myTicketKeys.page(1), page)}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="text-muted-foreground">
          {t.list.loading}
        </p>
      }
    >
      <SignedInPortal
        email={session.email}
        focusList={shownSignIn.current}
        newTicket={newTicket}
        onSignedOut={() => {
          signedOutByButton.current = true;
        }}
      />
    </Suspense>
  );
}
