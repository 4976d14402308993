/** A team change that cannot be made; its message is meant to be shown as is (the page, the CLI). */
export class TeamError extends Error {
  override name = 'TeamError';

  constructor(
    readonly reason: 'not_found' | 'last_admin' | 'already_member' | 'already_joined',
    message: string,
  ) {
    super(message);
  }
}
