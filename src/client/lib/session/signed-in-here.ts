let signedIn = false;

/**
 * The sign-in client's card started this page's session, and the app now draws the page in its place:
 * the app moves focus as it does after its own card (the card that had it is gone).
 */
export function rememberSignedInHere(): void {
  signedIn = true;
}

export function signedInHere(): boolean {
  return signedIn;
}
