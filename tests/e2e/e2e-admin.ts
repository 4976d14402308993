/** The admin the e2e server creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'admin@maple.test', password: 'e2e-admin-password-1' } as const;
