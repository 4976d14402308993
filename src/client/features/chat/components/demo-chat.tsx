import { Maximize2, Trash2 } from 'lucide-react';
import { usePageActions } from '#client/components/page-actions.tsx';
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

/** The landing page's demo chat: ask about the platform without signing up and watch the answer stream in. */
export function DemoChat() {
  const { chat: t } = usePublicMessages();
  const { productName, aiProviderName } = useSiteConfig();
  const { openPlatform } = usePageActions();
  const { messages, status, send, clear } = useDemoChat();
  const busy = status === 'sending' || status === 'streaming';
  return (
    <section id="demo" aria-labelledby="chat-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="text-center">
          <h2 id="chat-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t.title}
          </h2>
          <p className="mt-3 text-lg text-muted-foreground">{t.subtitle}</p>
        </div>
        <div className="mt-10 overflow-hidden rounded-2xl border border-border bg-white shadow-lg shadow-stone-900/5">
          <div className="flex items-center gap-3 border-b border-border bg-stone-50 px-4 py-3 sm:px-6">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-green-500" />
            <p className="font-semibold">{t.assistantName(productName)}</p>
          </div>
          <ChatMessageList messages={messages} status={status} />
          <div className="flex flex-col gap-3 border-t border-border bg-stone-50 px-4 py-4 sm:px-6">
            <ChatComposer busy={busy} onSend={send} onWarmUp={warmUp} />
            <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
              <Button variant="ghost" size="sm" onClick={clear}>
                <Trash2 aria-hidden="true" />
                {t.clear}
              </Button>
              <Button variant="outline" size="sm" onClick={openPlatform}>
                <Maximize2 aria-hidden="true" />
                {t.fullPlatform}
              </Button>
              <p className="ml-auto text-xs text-muted-foreground">{t.poweredBy(aiProviderName)}</p>
            </div>
            <ChatDataNote />
          </div>
        </div>
      </div>
    </section>
  );
}
