import { type FormEvent, useRef, useState } from 'react';

export interface SignInValues {
  email: string;
  password: string;
}

/** How an attempt ended: refused (try the password again), or waiting for a second factor. */
export type SignInOutcome = 'signed-in' | 'refused' | 'second-factor';

/**
 * The state of an email + password form shared by the customer and admin sign-ins. The button is
 * disabled while signing in, which drops its focus: a refused attempt puts it back in the password
 * field, ready for another try.
 */
export function useSignInForm(submit: (values: SignInValues) => Promise<SignInOutcome>) {
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const passwordRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(values).then((outcome) => {
      if (outcome !== 'refused') return;
      passwordRef.current?.focus();
      passwordRef.current?.select();
    });
  }

  return { values, setValues, passwordRef, handleSubmit };
}
