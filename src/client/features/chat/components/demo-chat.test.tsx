import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageActions, PageActionsContext } from '#client/components/page-actions.tsx';
import { showToast } from '#client/lib/toast.ts';
import { CHAT_STREAM_END, encodeChatPiece } from '#shared/chat-stream.ts';
import { renderApp } from '#tests/support/render-app.tsx';
import { DemoChat } from './demo-chat.tsx';

vi.mock('#client/lib/toast.ts', () => ({ showToast: vi.fn() }));

/** A fetch whose streamed answer each test writes piece by piece. */
function fakeChatApi() {
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
          },
        }),
        { status: 200, headers: { 'content-type': 'text/event-stream' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    sentBodies: () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init.body))),
    async piece(content: string) {
      await waitFor(() => expect(stream).toBeDefined());
      stream?.enqueue(encoder.encode(encodeChatPiece(content)));
    },
    end() {
      stream?.enqueue(encoder.encode(CHAT_STREAM_END));
      stream?.close();
    },
  };
}

const actions: PageActions = { openPlatform: vi.fn(), openTicketForm: vi.fn() };
let api: ReturnType<typeof fakeChatApi>;

beforeEach(() => {
  api = fakeChatApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

async function renderChat(language: 'en' | 'fr' = 'en') {
  await renderApp(
    <PageActionsContext value={actions}>
      <DemoChat />
    </PageActionsContext>,
    { language },
  );
  return { user: userEvent.setup(), box: screen.getByRole('textbox') };
}

const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('DemoChat', () => {
  it('starts idle: welcome text, the message box, Clear, Get Full Platform and the provider', async () => {
    await renderChat();
    expect(within(log()).getByText(/Ask me what the platform can do/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute(
      'placeholder',
      'Ask me anything about your business...',
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByText('Powered by Maple Assistant')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Get Full Platform' }));
    expect(actions.openPlatform).toHaveBeenCalledOnce();
  });

  it('sends the trimmed question, thinks, then grows the answer piece by piece until done', async () => {
    const { user, box } = await renderChat();
    await user.type(box, '  Is it free?  {Enter}');
    expect(api.sentBodies()).toEqual([{ message: 'Is it free?', stream: true }]);
    expect(box).toHaveValue('');
    expect(within(log()).getByText('Is it free?')).toBeInTheDocument();
    expect(within(log()).getByText('Maple AI is thinking...')).toBeInTheDocument();
    expect(log()).toHaveAttribute('aria-busy', 'true');

    await api.piece('Yes, **always');
    await waitFor(() => expect(within(log()).queryByText('Maple AI is thinking...')).toBeNull());
    await within(log()).findByText(/Yes,/);
    await api.piece(' free**. See [our site](https://example.ca).');
    api.end();
    expect(await within(log()).findByText('always free', { selector: 'strong' })).toBeInTheDocument();
    const link = within(log()).getByRole('link', { name: 'our site' });
    expect(link).toHaveAttribute('href', 'https://example.ca');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(log()).toHaveAttribute('aria-busy', 'false'));
    expect(showToast).not.toHaveBeenCalled();
  });

  it('never shows a markdown marker while the answer streams, however the pieces split it', async () => {
    const { user, box } = await renderChat();
    await user.type(box, 'Hi{Enter}');
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(log().textContent ?? ''));
    observer.observe(log(), { childList: true, subtree: true, characterData: true });
    const steps: [string, string][] = [
      ['Here is ', 'Here is'],
      ['*', 'Here is'],
      ['*bo', 'Here is bo'],
      ['ld', 'Here is bold'],
      ['*', 'Here is bold'],
      ['* and `co', 'Here is bold and co'],
      ['de`.\n\n-', 'Here is bold and code.'],
      [' item\n\n#', 'item'],
      ['# End', 'End'],
    ];
    for (const [piece, visible] of steps) {
      await api.piece(piece);
      await waitFor(() => expect(log().textContent).toContain(visible));
      seen.push(log().textContent ?? '');
    }
    api.end();
    expect(await within(log()).findByText('bold', { selector: 'strong' })).toBeInTheDocument();
    expect(within(log()).getByText('code', { selector: 'code' })).toBeInTheDocument();
    expect(within(log()).getByRole('heading', { name: 'End' })).toBeInTheDocument();
    observer.disconnect();
    expect(seen.filter((text) => /[*`#]|^- |\n- /.test(text))).toEqual([]);
  });

  it('blanks links whose protocol is not allowed', async () => {
    const { user, box } = await renderChat();
    await user.type(box, 'Hi{Enter}');
    await api.piece('[click me](javascript:alert(1)) or [mail us](mailto:help@example.ca)');
    api.end();
    const unsafe = await within(log()).findByText('click me');
    expect(unsafe.getAttribute('href') ?? '').toBe('');
    expect(within(log()).getByRole('link', { name: 'mail us' })).toHaveAttribute(
      'href',
      'mailto:help@example.ca',
    );
  });

  it('sends with Enter but starts a new line with Shift+Enter', async () => {
    const { user, box } = await renderChat();
    await user.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('first line\nsecond line');
    expect(api.fetch).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(api.sentBodies()).toEqual([{ message: 'first line\nsecond line', stream: true }]);
  });

  it('ignores a blank message and one sent while an answer is in progress', async () => {
    const { user, box } = await renderChat();
    await user.type(box, '   {Enter}');
    expect(api.fetch).not.toHaveBeenCalled();
    expect(within(log()).queryByRole('listitem')).toBeNull();

    await user.clear(box);
    await user.type(box, 'First question{Enter}');
    await user.type(box, 'Second question{Enter}');
    expect(api.fetch).toHaveBeenCalledOnce();
    expect(box).toHaveValue('Second question');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();

    await api.piece('Answer.');
    api.end();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.keyboard('{Enter}');
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a non-OK answer', () => new Response('{}', { status: 500 })],
    ['an answer without a stream', () => new Response(null, { status: 200 })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('on %s, raises the Connection Error toast and apologizes', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api.fetch.mockImplementationOnce(async () => answer());
    const { user, box } = await renderChat();
    await user.type(box, 'Hello{Enter}');
    expect(
      await within(log()).findByText(
        "Sorry, I'm having trouble connecting right now. Please try again in a moment.",
      ),
    ).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(
      'error',
      'Connection Error',
      'Unable to connect to the AI service. Please try again.',
    );
  });

  it('says so in the chat when the visitor sent too many messages', async () => {
    api.fetch.mockImplementationOnce(async () => new Response('{}', { status: 429 }));
    const { user, box } = await renderChat();
    await user.type(box, 'Hello{Enter}');
    expect(await within(log()).findByText(/sent a lot of messages in a short time/)).toBeInTheDocument();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('Clear empties the conversation, stops the answer and says so', async () => {
    const { user, box } = await renderChat();
    await user.type(box, 'Hello{Enter}');
    await api.piece('Partial');
    await within(log()).findByText('Partial');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(within(log()).queryByRole('listitem')).toBeNull();
    expect(within(log()).getByText(/Ask me what the platform can do/)).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(
      'success',
      'Conversation Cleared',
      'Your chat history has been cleared.',
    );
    await user.type(box, 'Again{Enter}');
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it('reads in French', async () => {
    const { user, box } = await renderChat('fr');
    expect(box).toHaveAccessibleName('Votre message');
    expect(screen.getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
    expect(screen.getByText('Réponses fournies par Maple Assistant')).toBeInTheDocument();
    await user.type(box, 'Bonjour{Enter}');
    expect(await within(log()).findByText('Maple AI réfléchit...')).toBeInTheDocument();
  });
});
