/** A choice this browser remembers under `key`, or undefined when it has none or refuses storage. */
export function rememberedChoice(key: string): string | undefined {
  try {
    return localStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a choice; a browser that refuses storage keeps it for this visit only. */
export function rememberChoice(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the page keeps the choice in its state.
  }
}
