import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { CHAT_MESSAGE_MAX_LENGTH } from '#shared/constants.ts';

interface ChatComposerProps {
  busy: boolean;
  /** Whether the message was taken (not blank, nothing in progress). */
  onSend: (text: string) => boolean;
  /** The visitor is about to ask: a good moment to fetch the streaming code. */
  onWarmUp: () => void;
}

/** The message box: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({ busy, onSend, onWarmUp }: ChatComposerProps) {
  const { chat: t } = usePublicMessages();
  const [draft, setDraft] = useState('');

  function send() {
    if (onSend(draft)) setDraft('');
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <Textarea
        aria-label={t.messageLabel}
        placeholder={t.placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={onWarmUp}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        rows={1}
        size="grow"
      />
      <Button type="submit" size="icon-lg" disabled={busy || !draft.trim()}>
        <SendHorizontal aria-hidden="true" />
        <span className="sr-only">{t.send}</span>
      </Button>
    </form>
  );
}
