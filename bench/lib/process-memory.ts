import { readFileSync } from 'node:fs';

/** A process's resident memory in bytes, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** Runs `work` while sampling `pid`'s resident memory every 20 ms; answers the highest sample. */
export async function peakResidentDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = residentBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, residentBytes(pid));
}
