import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { MapleLeaf } from '#client/components/maple-leaf.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import type { ChatMessage, ChatStatus } from '../use-demo-chat.ts';
import { ChatBubble } from './chat-bubble.tsx';

/** How close to the bottom still counts as "following along" rather than "scrolled up to read". */
const FOLLOW_THRESHOLD_PX = 48;

export interface ChatMessageListProps {
  messages: ChatMessage[];
  status: ChatStatus;
  /** Take the height left in a full-screen chat, with the messages in a readable column. */
  fill?: boolean;
}

export function ChatMessageList({ messages, status, fill = false }: ChatMessageListProps) {
  const { chat: t } = usePublicMessages();
  const { productName } = useSiteConfig();
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const shownCount = useRef(0);
  /** Where the list last scrolled itself, to notice a scroll up whose event has not arrived yet. */
  const autoScrollTop = useRef(0);

  // Follow the newest text while it streams, unless the visitor scrolled up; a new question always follows.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (messages.length > shownCount.current) following.current = true;
    else if (list.scrollTop < autoScrollTop.current - FOLLOW_THRESHOLD_PX) following.current = false;
    shownCount.current = messages.length;
    if (following.current) {
      list.scrollTop = list.scrollHeight;
      autoScrollTop.current = list.scrollTop;
    }
  }, [messages]);

  function onScroll() {
    const list = listRef.current;
    if (list)
      following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_THRESHOLD_PX;
  }

  const busy = status === 'sending' || status === 'streaming';
  const last = messages.at(-1);
  return (
    <div
      ref={listRef}
      onScroll={onScroll}
      role="log"
      aria-label={t.logLabel}
      aria-busy={busy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the conversation scrolls, so keyboard users must reach it.
      tabIndex={0}
      className={clsx(
        'overflow-y-auto overscroll-contain px-4 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-6',
        fill ? 'min-h-0 flex-1' : 'h-80 sm:h-96',
      )}
    >
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-maple-50 ring-1 ring-maple-100">
            <MapleLeaf className="size-6 text-maple-600" />
          </span>
          <p className="max-w-md text-muted-foreground">{t.welcome(productName)}</p>
        </div>
      ) : (
        <ul className={clsx('flex flex-col gap-4', fill && 'mx-auto max-w-3xl')}>
          {messages.map((message) => (
            <ChatBubble
              key={message.id}
              message={message}
              thinking={status === 'sending' && message === last && !message.isUser}
              streaming={status === 'streaming' && message === last && !message.isUser}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
