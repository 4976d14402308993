import type { TicketViewer } from '#shared/schemas/live.ts';

/** How long a dialog counts as open without news from it: the client says so again every 10 s. */
export const PRESENCE_TTL_MS = 25_000;
/** How long 'typing' lasts after the last keystroke reported (at most one every 2 s). */
export const TYPING_TTL_MS = 6_000;

export interface PresenceMember {
  id: string;
  name: string;
}

/** What instances tell each other about presence, through NOTIFY on the presence channel. */
export type PresenceMessage =
  | { op: 'set'; stream: string; ticketId: string; member: PresenceMember; typing: boolean }
  | { op: 'leave'; stream: string; memberId: string };

interface Entry {
  ticketId: string;
  member: PresenceMember;
  typingUntil: number;
  expiresAt: number;
}

/**
 * Who has which ticket's dialog open, one entry per live stream, kept by every instance from the same
 * messages. Each change answers the tickets whose viewers it changed.
 */
export function createPresenceTable(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const typingShown = new Map<string, boolean>();

  const remove = (stream: string, changed: Set<string>) => {
    const entry = entries.get(stream);
    if (!entry) return;
    entries.delete(stream);
    typingShown.delete(stream);
    changed.add(entry.ticketId);
  };

  function apply(message: PresenceMessage): string[] {
    const changed = new Set<string>();
    if (message.op === 'set') {
      const previous = entries.get(message.stream);
      if (previous && previous.ticketId !== message.ticketId) changed.add(previous.ticketId);
      const at = now();
      entries.set(message.stream, {
        ticketId: message.ticketId,
        member: message.member,
        typingUntil: message.typing ? at + TYPING_TTL_MS : (previous?.typingUntil ?? 0),
        expiresAt: at + PRESENCE_TTL_MS,
      });
      const typing = (previous?.typingUntil ?? 0) > at || message.typing;
      if (!previous || previous.ticketId !== message.ticketId || typingShown.get(message.stream) !== typing)
        changed.add(message.ticketId);
      typingShown.set(message.stream, typing);
    } else if (entries.get(message.stream)?.member.id === message.memberId) {
      remove(message.stream, changed);
    }
    return [...changed];
  }

  /** Drops dialogs not heard of in time and ends typing that stopped. */
  function sweep(): string[] {
    const changed = new Set<string>();
    const at = now();
    for (const [stream, entry] of entries) {
      if (entry.expiresAt <= at) remove(stream, changed);
      else if (typingShown.get(stream) && entry.typingUntil <= at) {
        typingShown.set(stream, false);
        changed.add(entry.ticketId);
      }
    }
    return [...changed];
  }

  /** One line per member, typing if they type in any of their tabs, by name. */
  function viewers(ticketId: string): TicketViewer[] {
    const byMember = new Map<string, TicketViewer>();
    for (const [stream, entry] of entries) {
      if (entry.ticketId !== ticketId) continue;
      const typing = (typingShown.get(stream) ?? false) || (byMember.get(entry.member.id)?.typing ?? false);
      byMember.set(entry.member.id, { id: entry.member.id, name: entry.member.name, typing });
    }
    return [...byMember.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  function ticketsViewed(): string[] {
    return [...new Set([...entries.values()].map((entry) => entry.ticketId))];
  }

  return { apply, sweep, viewers, ticketsViewed };
}

export type PresenceTable = ReturnType<typeof createPresenceTable>;
