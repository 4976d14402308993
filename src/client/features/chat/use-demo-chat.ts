import { useEffect, useRef, useState } from 'react';
import { ApiError } from '#client/lib/api-fetch.ts';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { showToast } from '#client/lib/toast.ts';

export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
}

/** The chat's states: idle, then sending (waiting for the first piece), streaming, done. */
export type ChatStatus = 'idle' | 'sending' | 'streaming' | 'done';

let messageCount = 0;
function newMessage(content: string, isUser: boolean): ChatMessage {
  return { id: `message-${++messageCount}`, content, isUser, timestamp: new Date() };
}

/** The streaming code and the markdown renderer are fetched on first use, not with the landing page. */
export const loadStreamChat = () => import('./stream-chat.ts');

/** The demo chat's conversation: sends a question, grows the answer as it streams, clears. */
export function useDemoChat() {
  const { chat: t } = usePublicMessages();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  function updateContent(id: string, update: (content: string) => string) {
    setMessages((list) =>
      list.map((message) => (message.id === id ? { ...message, content: update(message.content) } : message)),
    );
  }

  function fail(answerId: string, error: unknown) {
    if (error instanceof ApiError && error.status === 429) {
      updateContent(answerId, () => t.rateLimited);
      return;
    }
    console.error('Demo chat failed', error);
    showToast('error', t.errorTitle, t.error);
    updateContent(answerId, () => t.apology);
  }

  async function answer(question: string, answerId: string, controller: AbortController) {
    let received = false;
    try {
      const { streamChat } = await loadStreamChat();
      await streamChat(
        question,
        (piece) => {
          if (!received) setStatus('streaming');
          received = true;
          updateContent(answerId, (content) => content + piece);
        },
        controller.signal,
      );
      if (!received) throw new Error('The answer ended before its first piece.');
    } catch (error) {
      if (!controller.signal.aborted) fail(answerId, error);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setStatus('done');
      }
    }
  }

  /** Starts answering `text` (trimmed); a blank message, or one sent while another is answered, is ignored. */
  function send(text: string): boolean {
    const question = text.trim();
    if (!question || inFlight.current) return false;
    const controller = new AbortController();
    inFlight.current = controller;
    const reply = newMessage('', false);
    setMessages((list) => [...list, newMessage(question, true), reply]);
    setStatus('sending');
    void answer(question, reply.id, controller);
    return true;
  }

  function clear() {
    inFlight.current?.abort();
    inFlight.current = null;
    setMessages([]);
    setStatus('idle');
    showToast('success', t.clearedTitle, t.cleared);
  }

  return { messages, status, send, clear };
}
