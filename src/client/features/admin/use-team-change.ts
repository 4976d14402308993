import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { ApiError } from '#client/lib/api-fetch.ts';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { teamKey } from './team-api.ts';

/**
 * A change to the team: on success the list is fetched again and `done` names what happened; a refusal
 * says why (the last admin, an email already there), and a lost session signs the page out.
 */
export function useTeamChange<Input>(
  run: (input: Input) => Promise<unknown>,
  done: (input: Input) => string,
) {
  const { team: t, admin } = useAccountMessages();
  const { end } = useAccountSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (_result, input) => {
      showToast('success', t.changedTitle, done(input));
      return queryClient.invalidateQueries({ queryKey: teamKey() });
    },
    onError: (error) => {
      if (isSessionLost(error)) return end();
      const code = error instanceof ApiError ? error.code : undefined;
      const message =
        code === 'last_admin'
          ? t.errors.lastAdmin
          : code === 'already_member'
            ? t.errors.alreadyMember
            : t.errors.failed;
      showToast('error', admin.toast.errorTitle, message);
    },
  });
}
