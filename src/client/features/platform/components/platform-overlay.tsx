import { LifeBuoy, LoaderCircle, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useMessages } from '#client/lib/i18n.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { useReturnFocus } from '#client/lib/use-return-focus.ts';

export interface PlatformOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the ticket form above the overlay. */
  onSupport: () => void;
  /** What the overlay holds when PLATFORM_URL names no platform to frame: our own full-screen chat. */
  chat: ReactNode;
}

/**
 * The AI platform's own chat site, full-screen in a sandboxed frame, or our own chat where no platform
 * is configured. Radix traps focus inside, closes on Escape and stops the page behind from scrolling;
 * focus goes back to whichever button opened it.
 */
export function PlatformOverlay({ open, onOpenChange, onSupport, chat }: PlatformOverlayProps) {
  const { platform: t } = useMessages();
  const { productName, platformUrl } = useSiteConfig();
  const [loaded, setLoaded] = useState(false);
  const returnFocus = useReturnFocus(open);
  const content = useRef<HTMLDivElement>(null);

  // Our own chat opens ready to type in; the framed platform gets the focus Radix gives it.
  function focusMessageBox(event: Event) {
    event.preventDefault();
    content.current?.querySelector('textarea')?.focus();
  }

  useLayoutEffect(() => {
    if (open) setLoaded(false);
  }, [open]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        {/* Radix locks the page's scrolling through its overlay, hidden as it is behind the content. */}
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          ref={content}
          aria-describedby={undefined}
          onOpenAutoFocus={platformUrl ? undefined : focusMessageBox}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-0 z-50 flex flex-col bg-background animate-fade-in"
        >
          <div className="flex items-center gap-2 border-b border-border bg-white px-3 py-2 sm:px-4">
            {/* On phones the buttons need the whole bar; the title stays for screen readers. */}
            <DialogPrimitive.Title className="sr-only sm:not-sr-only sm:truncate sm:text-lg sm:font-semibold">
              {t.title(productName)}
            </DialogPrimitive.Title>
            <Button variant="outline" size="sm" className="ml-auto" onClick={onSupport}>
              <LifeBuoy aria-hidden="true" />
              {t.support}
            </Button>
            <DialogPrimitive.Close asChild>
              <Button variant="default" size="sm">
                <X aria-hidden="true" />
                {t.close}
              </Button>
            </DialogPrimitive.Close>
          </div>
          {platformUrl ? (
            <div className="relative flex-1">
              {!loaded && (
                <div
                  role="status"
                  className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-muted-foreground"
                >
                  <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-maple-600" />
                  {t.loading}
                </div>
              )}
              <iframe
                src={platformUrl}
                title={t.title(productName)}
                sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                allow="camera; microphone; fullscreen; payment"
                onLoad={() => setLoaded(true)}
                className="absolute inset-0 size-full border-0"
              />
            </div>
          ) : (
            chat
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
