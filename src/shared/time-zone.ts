/** Whether this runtime knows `zone` as an IANA time zone (America/Toronto). Zod-free: the desk pages use it. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
