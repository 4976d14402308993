import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareText, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { api, json } from '#client/lib/api-client.ts';
import { showToast } from '#client/lib/toast.ts';
import type { SavedReplyRequest } from '#shared/schemas/saved-replies.ts';
import { savedRepliesKey, useSavedReplies } from '../saved-replies-api.ts';
import { AdminHeader } from './admin-header.tsx';
import { BackToDashboard } from './back-to-dashboard.tsx';
import { ListEmpty, ListLoading } from './list-states.tsx';

const empty: SavedReplyRequest = { title: '', bodyEn: '', bodyFr: '' };

/** /admin/saved-replies: admins add and delete the team's saved replies. */
export function SavedRepliesPage() {
  const { team, admin } = useAccountMessages();
  const t = team.savedPage;
  const id = useId();
  const queryClient = useQueryClient();
  const list = useSavedReplies();
  const [values, setValues] = useState(empty);
  const done = (message: string) => {
    showToast('success', t.savedTitle, message);
    return queryClient.invalidateQueries({ queryKey: savedRepliesKey() });
  };
  const failed = () => showToast('error', admin.toast.errorTitle, t.failed);
  const create = useMutation({
    mutationFn: (reply: SavedReplyRequest) => json(api.admin['saved-replies'].$post({ json: reply })),
    onSuccess: ({ reply }) => {
      setValues(empty);
      return done(t.saved(reply.title));
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (reply: { id: string; title: string }) =>
      api.admin['saved-replies'][':id'].$delete({ param: { id: reply.id } }),
    onSuccess: (_answer, reply) => done(t.deleted(reply.title)),
    onError: failed,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!values.title.trim() || !values.bodyEn.trim() || !values.bodyFr.trim()) {
      showToast('error', admin.toast.errorTitle, t.missing);
      return;
    }
    create.mutate(values);
  }
  const field = (name: keyof SavedReplyRequest) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <>
      <AdminHeader title={t.title} subtitle={t.intro} back={<BackToDashboard />} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
        <section aria-labelledby={`${id}-add`} className="rounded-xl border border-border bg-white p-5">
          <h2 id={`${id}-add`} className="text-lg font-semibold">
            {t.add}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t.placeholders}</p>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-4">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-title`}>{t.name}</Label>
              <Input maxLength={80} {...field('title')} />
            </div>
            <div className="grid gap-4 md:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-bodyEn`}>{t.english}</Label>
                <Textarea rows={4} lang="en" {...field('bodyEn')} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-bodyFr`}>{t.french}</Label>
                <Textarea rows={4} lang="fr" {...field('bodyFr')} />
              </div>
            </div>
            <Button type="submit" className="justify-self-end" disabled={create.isPending}>
              {create.isPending ? t.saving : t.save}
            </Button>
          </form>
        </section>
        <section aria-label={t.list} className="grid gap-3">
          {!list.data ? (
            <ListLoading label={team.loading} />
          ) : list.data.replies.length === 0 ? (
            <ListEmpty Icon={MessageSquareText} title={t.list} text={t.empty} />
          ) : (
            <ul className="grid gap-3">
              {list.data.replies.map((reply) => (
                <li key={reply.id} className="rounded-xl border border-border bg-white p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="font-semibold break-words">{reply.title}</h3>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive"
                      aria-label={t.deleteOf(reply.title)}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(reply)}
                    >
                      <Trash2 aria-hidden="true" />
                      {t.delete}
                    </Button>
                  </div>
                  <div className="mt-2 grid gap-3 text-sm md:grid-cols-2">
                    <p lang="en" className="whitespace-pre-wrap break-words">
                      {reply.bodyEn}
                    </p>
                    <p lang="fr" className="whitespace-pre-wrap break-words">
                      {reply.bodyFr}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </main>
    </>
  );
}
