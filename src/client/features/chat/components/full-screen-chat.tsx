import { Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { loadStreamChat, useDemoChat } from '../use-demo-chat.ts';
import { loadAssistantMarkdown } from './chat-bubble.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { ChatDataNote } from './chat-data-note.tsx';
import { ChatMessageList } from './chat-message-list.tsx';

function warmUp() {
  void loadStreamChat();
  void loadAssistantMarkdown();
}

/**
 * The chat the platform overlay holds when no PLATFORM_URL is set: the demo chat's assistant (built in,
 * or the configured upstream) through the same stream, filling the screen.
 */
export function FullScreenChat() {
  const { chat: t } = usePublicMessages();
  const { aiProviderName } = useSiteConfig();
  const { messages, status, send, clear } = useDemoChat();
  const busy = status === 'sending' || status === 'streaming';
  return (
    <div className="flex min-h-0 flex-1 flex-col bg-white">
      <ChatMessageList messages={messages} status={status} fill />
      <div className="border-t border-border bg-stone-50 px-4 py-3 sm:px-6">
        <div className="mx-auto flex max-w-3xl flex-col gap-2">
          <ChatComposer busy={busy} onSend={send} onWarmUp={warmUp} />
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Button variant="ghost" size="sm" onClick={clear}>
              <Trash2 aria-hidden="true" />
              {t.clear}
            </Button>
            <p className="ml-auto text-xs text-muted-foreground">{t.poweredBy(aiProviderName)}</p>
          </div>
          <ChatDataNote />
        </div>
      </div>
    </div>
  );
}
