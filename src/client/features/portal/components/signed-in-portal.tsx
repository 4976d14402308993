import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { myTicketKeys } from '../api.ts';
import { useMyTicketsLive } from '../use-my-tickets-live.ts';
import { SignedInBar } from './signed-in-bar.tsx';
import { TicketDetail } from './ticket-detail.tsx';
import { TicketList } from './ticket-list.tsx';
import { YourData } from './your-data.tsx';

function positiveInteger(value: string | null): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 1;
}

interface SignedInPortalProps {
  email: string;
  /** Signed in on this page: the sign-in button the focus was on is gone, the list's heading takes it. */
  focusList: boolean;
  onSignedOut: () => void;
  newTicket?: NewTicketSlot;
}

/** The page's 'New ticket' control, given the customer's email and what to do once a ticket is filed. */
export type NewTicketSlot = (props: { email: string; onFiled: () => void }) => ReactNode;

/** The portal once signed in: the customer's tickets, one open in place, and their data. */
export function SignedInPortal({ email, focusList, onSignedOut, newTicket }: SignedInPortalProps) {
  const { portal: t } = useAccountMessages();
  // The page and the open ticket live in the URL, so reload and the Back button keep the customer's place.
  const [params, setParams] = useSearchParams();
  const page = positiveInteger(params.get('page'));
  const openId = params.get('ticket');
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [focusOnMount] = useState(focusList);
  const queryClient = useQueryClient();
  useMyTicketsLive();

  useEffect(() => {
    if (focusOnMount) listHeading.current?.focus();
  }, [focusOnMount]);

  function show(next: { page: number; ticket?: string }) {
    const search = new URLSearchParams();
    if (next.page > 1) search.set('page', String(next.page));
    if (next.ticket) search.set('ticket', next.ticket);
    setParams(search);
  }

  return (
    <div className="grid gap-6">
      <SignedInBar
        email={email}
        actions={newTicket?.({
          email,
          onFiled: () => {
            void queryClient.invalidateQueries({ queryKey: myTicketKeys.all });
            show({ page: 1 });
          },
        })}
        onSignedOut={() => {
          onSignedOut();
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
      <YourData email={email} />
    </div>
  );
}
