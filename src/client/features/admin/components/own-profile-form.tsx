import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormField } from '#client/components/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { isSessionLost, useAccountSession } from '#client/lib/session/account-session.tsx';
import { showToast } from '#client/lib/toast.ts';
import { DISPLAY_NAME_MAX_LENGTH } from '#shared/constants.ts';
import { isLanguage, type Language, languages } from '#shared/language.ts';
import type { OwnAccount } from '#shared/schemas/own-account.ts';
import { ownAccountKey, updateOwnAccount } from '../own-account-api.ts';

/** The member's name (on their replies) and language (of the desk here, and of their emails). */
export function OwnProfileForm({ account }: { account: OwnAccount }) {
  const { ownAccount: t, admin } = useAccountMessages();
  const { setLanguage } = useLanguage();
  const { end } = useAccountSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [name, setName] = useState(account.name);
  const [language, setChosenLanguage] = useState<Language>(account.language);
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: updateOwnAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(ownAccountKey(), saved);
      showToast('success', t.profile.savedTitle, t.profile.saved);
      setLanguage(saved.account.language);
    },
    onError: (error) => {
      if (isSessionLost(error)) return end();
      showToast('error', admin.toast.errorTitle, t.profile.failed);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setProblem(t.profile.nameMissing);
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    setProblem(undefined);
    save.mutate({ name: name.trim(), language });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
      <FormField id={`${id}-name`} label={t.profile.name} hint={t.profile.nameHint} problem={problem}>
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-language`} label={t.profile.language} hint={t.profile.languageHint}>
        {(control) => (
          <NativeSelect
            {...control}
            value={language}
            onChange={(event) => {
              if (isLanguage(event.target.value)) setChosenLanguage(event.target.value);
            }}
          >
            {languages.map((option) => (
              <option key={option} value={option} lang={option}>
                {t.profile.languageNames[option]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" disabled={save.isPending} className="justify-self-start sm:mt-7">
        {save.isPending ? t.profile.saving : t.profile.save}
      </Button>
    </form>
  );
}
