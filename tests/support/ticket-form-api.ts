import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

export interface PendingCall {
  path: string;
  body: Record<string, unknown>;
  respond: (status: number, body: unknown) => void;
}

/** A fetch for the ticket form whose answers each test gives by hand, in any order. */
export function fakeTicketFormApi() {
  const calls: PendingCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          calls.push({
            path: url,
            body: JSON.parse(String(init.body)),
            respond: (status, body) =>
              resolve(
                new Response(JSON.stringify(body), {
                  status,
                  headers: { 'content-type': 'application/json' },
                }),
              ),
          });
        }),
    ),
  );
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return {
    checks: () => callsTo('/api/tickets/email-status'),
    submissions: () => callsTo('/api/tickets'),
    async nextCheck(index: number) {
      await waitFor(() => expect(callsTo('/api/tickets/email-status').length).toBeGreaterThan(index));
      return callsTo('/api/tickets/email-status')[index] as PendingCall;
    },
    async nextSubmission() {
      await waitFor(() => expect(callsTo('/api/tickets').length).toBe(1));
      return callsTo('/api/tickets')[0] as PendingCall;
    },
  };
}
