/** count() arrives as a string, percentile_cont as a float: whole numbers, null kept. */
export function whole(value: unknown): number | null {
  return value === null || value === undefined ? null : Math.round(Number(value));
}

export function count(value: unknown): number {
  return whole(value) ?? 0;
}
