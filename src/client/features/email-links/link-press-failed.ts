import { showToast } from '#client/lib/toast.ts';
import type { AccountMessages } from '#client/locales/en/account.ts';
import { isDeadLink, isRateLimited } from './link-errors.ts';

/**
 * When pressing a link page's button failed: a dead link needs no toast (the page says so), the
 * server's limit has its own; anything else is logged as `what` and said as `failed`.
 */
export function toastLinkPressFailed(
  error: unknown,
  toast: AccountMessages['emailLinks']['toast'],
  failed: string,
  what: string,
): void {
  if (isDeadLink(error)) return;
  if (isRateLimited(error)) {
    showToast('error', toast.rateLimitedTitle, toast.tooManyTries);
    return;
  }
  console.error(what, error);
  showToast('error', toast.errorTitle, failed);
}
