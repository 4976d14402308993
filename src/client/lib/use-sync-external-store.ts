/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here): wouter imports the shim
 * for React before 18, and React 19 has the hook itself, so the shim's fallback code need not ship.
 */
export { useSyncExternalStore } from 'react';
