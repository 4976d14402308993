import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import type { FiledTicket } from '../use-ticket-submission.ts';
import { LazyTicketFormDialog } from './lazy-ticket-form-dialog.tsx';

interface NewTicketButtonProps {
  /** The signed-in customer's email, which the form starts with. */
  email: string;
  onFiled: (filed: FiledTicket) => void;
}

/** 'New ticket' on a signed-in customer's list: the landing page's ticket form, for their email. */
export function NewTicketButton({ email, onFiled }: NewTicketButtonProps) {
  const { tickets: t } = usePublicMessages();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" />
        {t.newTicket}
      </Button>
      <LazyTicketFormDialog open={open} onOpenChange={setOpen} initialEmail={email} onFiled={onFiled} />
    </>
  );
}
