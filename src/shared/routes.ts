/** Client-side pages. The server answers these with the app shell; any other page path is a 404. */
export const pagePaths = {
  home: '/',
  myTickets: '/my-tickets',
  admin: '/admin',
  adminTickets: '/admin/tickets',
  adminAudit: '/admin/audit',
  adminMail: '/admin/mail',
  /** The pages emailed links open. */
  confirmEmail: '/confirm-email',
  resetPassword: '/reset-password',
  turnOffMail: '/mail/turn-off',
  satisfaction: '/satisfaction',
  adminAnalytics: '/admin/analytics',
} as const;

export const clientRenderedPaths: readonly string[] = [
  pagePaths.myTickets,
  pagePaths.admin,
  pagePaths.adminTickets,
  pagePaths.adminAudit,
  pagePaths.adminMail,
  pagePaths.confirmEmail,
  pagePaths.resetPassword,
  pagePaths.turnOffMail,
  pagePaths.satisfaction,
  pagePaths.adminAnalytics,
];

/** Pages the server renders itself from the operator's Markdown, without the client app. */
export const legalPagePaths = {
  privacy: '/privacy',
  terms: '/terms',
} as const;
