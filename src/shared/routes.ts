/** Client-side pages. The server answers these with the app shell; any other page path is a 404. */
export const pagePaths = {
  home: '/',
  myTickets: '/my-tickets',
  admin: '/admin',
  adminTickets: '/admin/tickets',
  adminAudit: '/admin/audit',
  adminMail: '/admin/mail',
  adminTeam: '/admin/team',
  adminSavedReplies: '/admin/saved-replies',
  /** The pages emailed links open. */
  confirmEmail: '/confirm-email',
  resetPassword: '/reset-password',
  /** An invitation's link: the invitee chooses their password. */
  joinTeam: '/join-team',
  turnOffMail: '/mail/turn-off',
  /** 'This wasn't me' in a notice to an unconfirmed address. */
  notMine: '/not-mine',
  satisfaction: '/satisfaction',
  adminAnalytics: '/admin/analytics',
  /** The member's own account; a change of email's link opens it with `?token=`. */
  adminAccount: '/admin/account',
  adminSettings: '/admin/settings',
} as const;

export const clientRenderedPaths: readonly string[] = [
  pagePaths.myTickets,
  pagePaths.admin,
  pagePaths.adminTickets,
  pagePaths.adminAudit,
  pagePaths.adminMail,
  pagePaths.adminTeam,
  pagePaths.adminSavedReplies,
  pagePaths.confirmEmail,
  pagePaths.resetPassword,
  pagePaths.joinTeam,
  pagePaths.turnOffMail,
  pagePaths.notMine,
  pagePaths.satisfaction,
  pagePaths.adminAnalytics,
  pagePaths.adminAccount,
  pagePaths.adminSettings,
];

/** Pages the server renders itself from the operator's Markdown, without the client app. */
export const legalPagePaths = {
  privacy: '/privacy',
  terms: '/terms',
} as const;
