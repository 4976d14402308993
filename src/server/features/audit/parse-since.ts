const units: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/**
 * `--since` as the operator writes it: a duration back from `now` ("30m", "24h", "7d", "2w") or an ISO
 * date ("2026-11-01", "2026-11-01T09:00:00Z"). Null when it is neither.
 */
export function parseSince(value: string, now: Date): Date | null {
  const duration = /^(\d+)([mhdw])$/.exec(value.trim());
  if (duration) return new Date(now.getTime() - Number(duration[1]) * (units[duration[2] ?? ''] ?? 0));
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
