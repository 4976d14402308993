import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { api, json } from '#client/lib/api-client.ts';
import { showToast } from '#client/lib/toast.ts';
import type { SavedReply, SavedReplyRequest } from '#shared/schemas/saved-replies.ts';
import { savedRepliesKey, useSavedReplies } from '../saved-replies-api.ts';
import { AdminHeader } from './admin-header.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { ListEmpty, ListLoading } from './list-states.tsx';
import { SavedReplyForm } from './saved-reply-form.tsx';
import { SavedReplyItem } from './saved-reply-item.tsx';

const empty: SavedReplyRequest = { title: '', bodyEn: '', bodyFr: '' };

/** /admin/saved-replies: admins add, edit and delete the team's saved replies. */
export function SavedRepliesPage() {
  const { team, admin } = useAccountMessages();
  const t = team.savedPage;
  const id = useId();
  const queryClient = useQueryClient();
  const list = useSavedReplies();
  const done = (message: string) => {
    showToast('success', t.savedTitle, message);
    return queryClient.invalidateQueries({ queryKey: savedRepliesKey() });
  };
  const failed = () => showToast('error', admin.toast.errorTitle, t.failed);
  const create = useMutation({
    mutationFn: (reply: SavedReplyRequest) => json(api.admin['saved-replies'].$post({ json: reply })),
    onSuccess: ({ reply }) => done(t.saved(reply.title)),
    onError: failed,
  });
  const update = useMutation({
    mutationFn: ({ id, ...reply }: SavedReply) =>
      json(api.admin['saved-replies'][':id'].$put({ param: { id }, json: reply })),
    onSuccess: ({ reply }) => done(t.updated(reply.title)),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (reply: { id: string; title: string }) =>
      api.admin['saved-replies'][':id'].$delete({ param: { id: reply.id } }),
    onSuccess: (_answer, reply) => done(t.deleted(reply.title)),
    onError: failed,
  });

  return (
    <>
      <AdminHeader title={t.title} subtitle={t.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <section aria-labelledby={`${id}-add`} className="rounded-xl border border-border bg-white p-5">
          <h2 id={`${id}-add`} className="text-lg font-semibold">
            {t.add}
          </h2>
          <p className="mt-1 mb-4 text-sm text-muted-foreground">{t.placeholders}</p>
          <SavedReplyForm
            initial={empty}
            submitLabel={t.save}
            pending={create.isPending}
            onSubmit={(reply) => create.mutateAsync(reply).catch(() => {})}
          />
        </section>
        <section aria-label={t.list} className="grid gap-3">
          {!list.data ? (
            <ListLoading label={team.loading} />
          ) : list.data.replies.length === 0 ? (
            <ListEmpty Icon={MessageSquareText} title={t.list} text={t.empty} />
          ) : (
            <ul className="grid gap-3">
              {list.data.replies.map((reply) => (
                <SavedReplyItem
                  key={reply.id}
                  reply={reply}
                  busy={update.isPending || remove.isPending}
                  onSave={(values) => update.mutateAsync({ id: reply.id, ...values })}
                  onDelete={() => remove.mutate(reply)}
                />
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
