import { useSyncExternalStore } from 'react';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';

const subscribeNever = () => () => {};

/**
 * Where chat messages go. The prerendered page holds a placeholder for the upstream's host, so which
 * sentence applies is only known in the browser: the note renders after hydration, never in the HTML.
 */
export function ChatDataNote() {
  const { chat: t } = usePublicMessages();
  const { aiHost } = useSiteConfig();
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return <p className="text-xs text-muted-foreground">{aiHost ? t.dataUpstream(aiHost) : t.dataBuiltIn}</p>;
}
