import { clsx } from 'clsx';
import { lazy, Suspense } from 'react';
import { formatTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { answerDisplay, withoutMarkers } from '../answer-display.ts';
import type { ChatMessage } from '../use-demo-chat.ts';

export const loadAssistantMarkdown = () => import('./assistant-markdown.tsx');
const AssistantMarkdown = lazy(loadAssistantMarkdown);

const prose =
  'space-y-2 break-words [&_a]:font-medium [&_a]:text-maple-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5';

export interface ChatBubbleProps {
  message: ChatMessage;
  /** Waiting for the answer's first piece. */
  thinking: boolean;
  /** The answer is still arriving, so its markdown may be cut off mid-marker. */
  streaming: boolean;
}

/** One message: the visitor's on the right, the assistant's (markdown) on the left. */
export function ChatBubble({ message, thinking, streaming }: ChatBubbleProps) {
  const { chat: t } = usePublicMessages();
  const { language } = useLanguage();
  const { productName } = useSiteConfig();
  const time = formatTime(message.timestamp, language);
  const shown = answerDisplay(message.content, streaming);
  return (
    <li className={clsx('flex flex-col gap-1', message.isUser ? 'items-end' : 'items-start')}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed sm:text-base',
          message.isUser
            ? 'rounded-br-sm bg-maple-600 text-white whitespace-pre-wrap'
            : 'rounded-bl-sm bg-stone-100 text-foreground',
        )}
      >
        <span className="sr-only">{message.isUser ? t.you : t.assistantName(productName)}: </span>
        {message.isUser ? (
          message.content
        ) : thinking ? (
          <span className="inline-flex items-center gap-2 text-muted-foreground">
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-maple-600" />
            {t.thinking(productName)}
          </span>
        ) : (
          <div className={prose}>
            {'markdown' in shown ? (
              <Suspense fallback={<p className="whitespace-pre-wrap">{withoutMarkers(shown.markdown)}</p>}>
                <AssistantMarkdown content={shown.markdown} />
              </Suspense>
            ) : (
              <p className="whitespace-pre-wrap">{shown.text}</p>
            )}
          </div>
        )}
      </div>
      <time dateTime={message.timestamp.toISOString()} className="px-1 text-xs text-muted-foreground">
        {time}
      </time>
    </li>
  );
}
