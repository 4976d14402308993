// What other features and the server's composition may use of auth; the rest is its own (docs/decisions/import-boundaries.md).
export { adminSignInRoutes } from './admin-sign-in.ts';
export { hasPassword } from './confirm-address.ts';
export { confirmationRoutes } from './confirmation-routes.ts';
export { customerSignInRoutes } from './customer-sign-in.ts';
export { countLinkMail, enforceLinkMailLimits, linkMailRefusal } from './email-link-limits.ts';
export { findEmailToken, issueEmailToken, purgeExpiredEmailTokens, useEmailToken } from './email-tokens.ts';
export { hashPasswordDigest, verifyPasswordDigest } from './password-hash.ts';
export { passwordResetRoutes } from './password-reset-routes.ts';
export { holdConfirmationLink, sendConfirmationLink } from './send-confirmation-link.ts';
export { verifySessionPassword } from './session-password.ts';
export { sessionRoutes } from './session-routes.ts';
export { resetTwoFactor } from './two-factor.ts';
export { twoFactorRoutes } from './two-factor-routes.ts';
export { usableConfirmationLink, usableResetLink } from './usable-links.ts';
