import { useState } from 'react';
import { rememberChoice, rememberedChoice } from '#client/lib/remembered-choice.ts';

const STORAGE_KEY = 'maple-desk-layout';

/** Cards or compact rows on the desk, remembered by this browser. */
export function useDeskLayout() {
  const [compact, setCompact] = useState(() => rememberedChoice(STORAGE_KEY) === 'compact');
  return {
    compact,
    setCompact: (next: boolean) => {
      setCompact(next);
      rememberChoice(STORAGE_KEY, next ? 'compact' : 'cards');
    },
  };
}
