import { useEffect, useRef } from 'react';
import {
  type LiveStreamReady,
  type LiveTicketEvent,
  liveEventNames,
  type TicketPresence,
} from '#shared/schemas/live.ts';
import { liveState, setLiveState, setLiveStreamCloser } from './live-state.ts';
import { reconnectDelay } from './reconnect-delay.ts';

export interface LiveHandlers {
  /** A ticket changed: ask again for what shows it. */
  onTicket: (event: LiveTicketEvent) => void;
  /** The stream opened or dropped: ask again for everything, which also starts or stops the polling. */
  onCatchUp: () => void;
}

const read = <T>(event: Event) => JSON.parse((event as MessageEvent<string>).data) as T;

/**
 * Keeps the live stream at `url` open while mounted: the browser reconnects a dropped one by itself, a
 * refused one is tried again later and later (reconnect-delay.ts), and the queries poll meanwhile
 * (live-refresh.ts).
 */
export function useLiveStream(url: string, handlers: LiveHandlers): void {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let refusals = 0;
    const open = () => {
      source = new EventSource(url);
      source.addEventListener(liveEventNames.ready, (event) => {
        refusals = 0;
        const { streamId, memberId } = read<LiveStreamReady>(event);
        setLiveState({ connected: true, streamId, memberId, viewers: new Map() });
        current.current.onCatchUp();
      });
      source.addEventListener(liveEventNames.ticket, (event) =>
        current.current.onTicket(read<LiveTicketEvent>(event)),
      );
      source.addEventListener(liveEventNames.presence, (event) => {
        const { ticketId, viewers } = read<TicketPresence>(event);
        const next = new Map(liveState().viewers);
        if (viewers.length > 0) next.set(ticketId, viewers);
        else next.delete(ticketId);
        setLiveState({ viewers: next });
      });
      source.addEventListener('error', () => {
        if (liveState().connected) {
          setLiveState(null);
          current.current.onCatchUp();
        }
        if (source?.readyState !== EventSource.CLOSED) return;
        reopen = setTimeout(open, reconnectDelay(refusals));
        refusals += 1;
      });
    };
    const close = () => {
      clearTimeout(reopen);
      source?.close();
      setLiveState(null);
    };
    open();
    setLiveStreamCloser(close);
    return () => {
      setLiveStreamCloser(null);
      close();
    };
  }, [url]);
}
