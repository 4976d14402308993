import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useDeskMessages } from '#client/lib/desk-messages.tsx';
import { DeskSessionProvider, useDeskSession } from '#client/lib/session/desk-session.tsx';
import { myTicketKeys } from '../api.ts';
import { SignInCard } from './sign-in-card.tsx';
import { SignedInBar } from './signed-in-bar.tsx';
import { TicketDetail } from './ticket-detail.tsx';
import { TicketList } from './ticket-list.tsx';
import { YourData } from './your-data.tsx';

/** /my-tickets: the sign-in card, or the customer's tickets with one open in place. */
export function MyTickets() {
  return (
    <DeskSessionProvider type="user" cacheKey={myTicketKeys.all}>
      <MyTicketsView />
    </DeskSessionProvider>
  );
}

function positiveInteger(value: string | null): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
}

function MyTicketsView() {
  const { portal: t } = useDeskMessages();
  const { session } = useDeskSession();
  // The page and the open ticket live in the URL, so reload and the Back button keep the customer's place.
  const [params, setParams] = useSearchParams();
  const page = positiveInteger(params.get('page'));
  const openId = params.get('ticket');
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const signedOutByButton = useRef(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const hadSession = useRef(session !== null);

  // Signing in removes the focused button; the list's heading takes the focus instead.
  useEffect(() => {
    if (session && !hadSession.current) listHeading.current?.focus();
    hadSession.current = session !== null;
  }, [session]);

  function show(next: { page: number; ticket?: string }) {
    const search = new URLSearchParams();
    if (next.page > 1) search.set('page', String(next.page));
    if (next.ticket) search.set('ticket', next.ticket);
    setParams(search);
  }

  if (!session) return <SignInCard autoFocus={signedOutByButton.current} />;
  return (
    <div className="grid gap-6">
      <SignedInBar
        email={session.email}
        onSignedOut={() => {
          signedOutByButton.current = true;
          show({ page: 1 });
        }}
      />
      <section aria-label={t.list.heading}>
        {!openId && (
          <h2 ref={listHeading} tabIndex={-1} className="sr-only">
            {t.list.heading}
          </h2>
        )}
        {openId ? (
          <TicketDetail
            key={openId}
            id={openId}
            onBack={() => {
              setReturnFocusTo(openId);
              show({ page });
            }}
          />
        ) : (
          <TicketList
            page={page}
            onPageChange={(next) => {
              show({ page: next });
              // Previous/Next may turn disabled under the focus; start the new page from its heading.
              listHeading.current?.focus();
            }}
            onOpen={(ticket) => show({ page, ticket })}
            returnFocusTo={returnFocusTo}
          />
        )}
      </section>
      <YourData email={session.email} />
    </div>
  );
}
