import { apiFetch } from '#client/lib/api-fetch.ts';
import { readChatStream } from '#shared/chat-stream.ts';

/**
 * Sends one question and hands each piece of the streamed answer to `onPiece` as it arrives.
 * Throws ApiError (with the server's code and message) for a non-OK answer and Error when there is
 * no stream to read; network failures (TypeError) and aborts pass through.
 */
export async function streamChat(
  message: string,
  onPiece: (piece: string) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await apiFetch('/api/chat', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message, stream: true }),
    signal,
  });
  if (!response.body) throw new Error('The chat answer has no stream to read.');
  for await (const piece of readChatStream(response.body)) onPiece(piece);
}
