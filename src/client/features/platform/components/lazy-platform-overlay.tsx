import { useCallback } from 'react';
import { useMessages } from '#client/lib/i18n.tsx';
import { showToast } from '#client/lib/toast.ts';
import { useLazyOnOpen } from '#client/lib/use-lazy-on-open.ts';
import type { PlatformOverlayProps } from './platform-overlay.tsx';

const loadOverlay = () => import('./platform-overlay.tsx').then((module) => module.PlatformOverlay);

/** The platform overlay, fetched the first time it opens so the landing page's first load stays small. */
export function LazyPlatformOverlay(props: PlatformOverlayProps) {
  const { platform: t } = useMessages();
  const { onOpenChange } = props;
  const onError = useCallback(
    (error: unknown) => {
      console.error('Platform overlay failed to load', error);
      showToast('error', t.loadFailedTitle, t.loadFailed);
      onOpenChange(false);
    },
    [onOpenChange, t],
  );
  const Overlay = useLazyOnOpen(props.open, loadOverlay, onError);
  return Overlay ? <Overlay {...props} /> : null;
}
