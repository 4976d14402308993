import { useState } from 'react';

const STORAGE_KEY = 'maple-desk-layout';

function storedCompact(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'compact';
  } catch {
    return false;
  }
}

/** Cards or compact rows on the desk, remembered by this browser. */
export function useDeskLayout() {
  const [compact, setCompact] = useState(storedCompact);
  return {
    compact,
    setCompact: (next: boolean) => {
      setCompact(next);
      try {
        localStorage.setItem(STORAGE_KEY, next ? 'compact' : 'cards');
      } catch {
        // A browser that refuses storage keeps the choice for this visit only.
      }
    },
  };
}
