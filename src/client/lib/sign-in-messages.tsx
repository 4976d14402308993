import { useContext } from 'react';
import type { Messages } from '#client/locales/en/index.ts';
import type { SignInMessages } from '#client/locales/en/sign-in.ts';
import { accountMessages } from './account-messages.tsx';
import { messageCatalog } from './message-catalog.tsx';

/** The sign-in cards' strings, which the sign-in client loads instead of the whole account catalog. */
export const signInMessages = messageCatalog<SignInMessages>(async (language) => {
  if (language === 'fr') return (await import('#client/locales/fr/sign-in.ts')).frSignIn;
  return (await import('#client/locales/en/sign-in.ts')).enSignIn;
});

export const SignInMessagesProvider = signInMessages.Provider;

/**
 * The sign-in cards' strings: from the sign-in client's catalog, or, in the app, from the account
 * catalog, which holds them too.
 */
export function useSignInMessages(): Messages & SignInMessages {
  const signIn = useContext(signInMessages.Context);
  const account = useContext(accountMessages.Context);
  const value = signIn ?? account;
  if (!value) throw new Error('useSignInMessages must be used inside a sign-in or account catalog Provider');
  return value;
}
