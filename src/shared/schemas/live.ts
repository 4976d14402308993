import { z } from 'zod';
import { ticketEventKinds } from '#shared/constants.ts';

/** The first message of every live stream: its id (for presence) and the caller's member id on the desk. */
export const liveStreamReadySchema = z.object({ streamId: z.uuid(), memberId: z.uuid().nullable() });
export type LiveStreamReady = z.infer<typeof liveStreamReadySchema>;

/** A ticket changed: the client asks again for what shows it. */
export const liveTicketEventSchema = z.object({ ticketId: z.uuid(), kind: z.enum(ticketEventKinds) });
export type LiveTicketEvent = z.infer<typeof liveTicketEventSchema>;

export const presenceStates = ['viewing', 'typing', 'left'] as const;
export type PresenceState = (typeof presenceStates)[number];

/** A desk member says they have a ticket's dialog open, are typing in it, or have closed it. */
export const presenceRequestSchema = z.object({
  streamId: z.uuid(),
  ticketId: z.uuid(),
  state: z.enum(presenceStates),
});
export type PresenceRequest = z.infer<typeof presenceRequestSchema>;

export const ticketViewerSchema = z.object({ id: z.uuid(), name: z.string(), typing: z.boolean() });
export type TicketViewer = z.infer<typeof ticketViewerSchema>;

/** Who has a ticket's dialog open now, sent on the desk stream whenever that changes. */
export const ticketPresenceSchema = z.object({ ticketId: z.uuid(), viewers: z.array(ticketViewerSchema) });
export type TicketPresence = z.infer<typeof ticketPresenceSchema>;

/** The names of the stream's events, shared by the server that writes them and the client that listens. */
export const liveEventNames = { ready: 'ready', ticket: 'ticket', presence: 'presence' } as const;
