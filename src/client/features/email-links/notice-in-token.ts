import type { TurnOffResponse } from '#shared/schemas/email-links.ts';

type Notice = TurnOffResponse['notice'];

const notices: readonly string[] = ['replies', 'status', 'desk', 'satisfaction'] satisfies Notice[];

/**
 * Which messages a turn-off link names, to say so before the button is pressed. The token is a signed,
 * not secret, base64url JSON payload before the dot; only the server's check of the signature counts,
 * so anything unreadable here just means the page speaks in general terms.
 */
export function noticeInToken(token: string): Notice | undefined {
  const payload = token.split('.')[0];
  if (!payload) return undefined;
  try {
    const text = atob(payload.replaceAll('-', '+').replaceAll('_', '/'));
    const { notice } = JSON.parse(text) as { notice?: unknown };
    return typeof notice === 'string' && notices.includes(notice) ? (notice as Notice) : undefined;
  } catch {
    return undefined;
  }
}
