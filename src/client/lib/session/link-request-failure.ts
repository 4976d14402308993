import { ApiError } from '#client/lib/api-fetch.ts';
import { showToast } from '#client/lib/toast.ts';
import type { SignInMessages } from '#client/locales/en/sign-in.ts';

/** The toast for a refused 'send me a link' request: too many asked (429), or anything else. */
export function showLinkRequestFailure(error: unknown, t: SignInMessages['emailLinks']): void {
  if (error instanceof ApiError && error.status === 429) {
    showToast('error', t.toast.rateLimitedTitle, t.toast.rateLimited);
    return;
  }
  if (!(error instanceof ApiError)) console.error('Link request failed', error);
  showToast('error', t.toast.errorTitle, t.toast.sendFailed);
}
