import { CustomerPortal } from '#client/features/portal/components/customer-portal.tsx';
import { PortalFrame } from '#client/features/portal/components/portal-frame.tsx';
import { NewTicketButton } from '#client/features/tickets/components/new-ticket-button.tsx';

export function PortalPage() {
  return (
    <PortalFrame>
      <CustomerPortal newTicket={(props) => <NewTicketButton {...props} />} />
    </PortalFrame>
  );
}
