import { Paperclip } from 'lucide-react';
import { useAttachmentMessages } from './attachment-messages.ts';

/** What a message's files may be: the ticket form's note, shown before the picker has loaded. */
export function LimitsNote() {
  const t = useAttachmentMessages();
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Paperclip aria-hidden="true" className="size-4 shrink-0" />
      {t.limits}
    </p>
  );
}
