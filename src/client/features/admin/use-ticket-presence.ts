import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLiveState } from '#client/lib/live-state.ts';
import type { PresenceState, TicketViewer } from '#shared/schemas/live.ts';
import { sendPresence } from './api.ts';

/** Under the server's 25 s: an open dialog is said again this often. */
const STILL_OPEN_MS = 10_000;
/** At most one 'typing' this often; the server shows it for 6 s after the last. */
const TYPING_EVERY_MS = 2_000;

/**
 * Tells the rest of the desk, through the live stream, that this ticket's dialog is open while it is
 * mounted; answers what to call when the member types in it.
 */
export function useTicketPresence(ticketId: string): () => void {
  const streamId = useLiveState((state) => state.streamId);
  const lastTyping = useRef(0);

  useEffect(() => {
    if (!streamId) return;
    const say = (state: PresenceState) => sendPresence({ streamId, ticketId, state }).catch(() => {});
    void say('viewing');
    const stillOpen = setInterval(() => void say('viewing'), STILL_OPEN_MS);
    return () => {
      clearInterval(stillOpen);
      void say('left');
    };
  }, [streamId, ticketId]);

  return useCallback(() => {
    const now = Date.now();
    if (!streamId || now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    sendPresence({ streamId, ticketId, state: 'typing' }).catch(() => {});
  }, [streamId, ticketId]);
}

const nobody: TicketViewer[] = [];

/** The other members who have this ticket open now, as the live stream last said. */
export function useTicketViewers(ticketId: string): TicketViewer[] {
  const viewers = useLiveState((state) => state.viewers.get(ticketId) ?? nobody);
  const me = useLiveState((state) => state.memberId);
  return useMemo(() => viewers.filter((viewer) => viewer.id !== me), [viewers, me]);
}
