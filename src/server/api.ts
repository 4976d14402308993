import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { openAPIRouteHandler } from 'hono-openapi';
import { adminTicketRoutes } from '#server/features/admin/index.ts';
import { analyticsRoutes, satisfactionRoutes } from '#server/features/analytics/index.ts';
import { downloadRoutes, uploadRoutes } from '#server/features/attachments/index.ts';
import { auditRoutes } from '#server/features/audit/index.ts';
import {
  adminSignInRoutes,
  confirmationRoutes,
  customerSignInRoutes,
  passwordResetRoutes,
  sessionRoutes,
  twoFactorRoutes,
} from '#server/features/auth/index.ts';
import { chatRoutes } from '#server/features/chat/index.ts';
import { healthRoutes } from '#server/features/health/index.ts';
import { adminInboundRoutes, inboundRoutes, MESSAGE_MAX_BYTES } from '#server/features/inbound/index.ts';
import { customerLiveRoutes, deskLiveRoutes } from '#server/features/live/index.ts';
import { adminMailRoutes, turnOffRoutes } from '#server/features/mail/index.ts';
import { ownAccountRoutes } from '#server/features/own-account/index.ts';
import { accountRoutes } from '#server/features/privacy/index.ts';
import { savedReplyRoutes } from '#server/features/saved-replies/index.ts';
import { settingsRoutes } from '#server/features/settings/index.ts';
import { teamRoutes } from '#server/features/team/index.ts';
import { myTicketRoutes, notMineLinkRoutes, ticketSubmissionRoutes } from '#server/features/tickets/index.ts';
import { bodySizeLimitBy } from '#server/http/body-size-limit.ts';
import { refuseInvalidBodyText, refuseInvalidQueryText } from '#server/http/invalid-text.ts';
import { noStore } from '#server/http/no-store.ts';
import { everyOperation, securitySchemes, sharedResponses } from '#server/http/openapi.ts';
import { requireSameOrigin } from '#server/http/same-origin.ts';
import { loadSession } from '#server/http/session.ts';
import type { AppEnv } from './app-env.ts';

const MAX_BODY_BYTES = 64 * 1024;
const INBOUND_PATH = '/api/mail/inbound';

/** Every /api route, typed end to end: the client's `hc<ApiType>` reads its types from here. */
export function createApi() {
  const api = new Hono<AppEnv>()
    .use(noStore)
    .use(requireSameOrigin)
    .use(loadSession)
    .use(refuseInvalidQueryText)
    // Before the body limit, which would refuse any file: uploads stream under their own.
    .route('/uploads', uploadRoutes)
    .use(bodySizeLimitBy((path) => (path === INBOUND_PATH ? MESSAGE_MAX_BYTES : MAX_BODY_BYTES)))
    .use(refuseInvalidBodyText)
    .use(compress())
    .route('/health', healthRoutes)
    .route('/auth', sessionRoutes)
    .route('/auth', customerSignInRoutes)
    .route('/auth', confirmationRoutes)
    .route('/auth/password-reset', passwordResetRoutes)
    .route('/mail', turnOffRoutes)
    .route('/mail', inboundRoutes)
    .route('/satisfaction', satisfactionRoutes)
    .route('/tickets/live', customerLiveRoutes)
    .route('/tickets/not-mine', notMineLinkRoutes)
    .route('/tickets', ticketSubmissionRoutes)
    .route('/tickets', myTicketRoutes)
    .route('/account', accountRoutes)
    .route('/attachments', downloadRoutes)
    .route('/chat', chatRoutes)
    .route('/auth/admin', adminSignInRoutes)
    .route('/admin/tickets', adminTicketRoutes)
    .route('/admin/live', deskLiveRoutes)
    .route('/admin/two-factor', twoFactorRoutes)
    .route('/admin/audit', auditRoutes)
    .route('/admin/mail/inbound', adminInboundRoutes)
    .route('/admin/mail', adminMailRoutes)
    .route('/admin/analytics', analyticsRoutes)
    .route('/admin/team', teamRoutes)
    .route('/admin/saved-replies', savedReplyRoutes)
    .route('/admin/account', ownAccountRoutes)
    .route('/admin/settings', settingsRoutes);

  api.get(
    '/openapi.json',
    openAPIRouteHandler(api, {
      documentation: {
        openapi: '3.1.0',
        servers: [{ url: '/api' }],
        info: {
          title: 'Maple AI site API',
          version: '1.0.0',
          description:
            'Support tickets, sessions and the demo chat. Errors share one body: {"error":{"code","message"}}.',
        },
        components: { securitySchemes, responses: sharedResponses },
      },
      defaultOptions: everyOperation,
    }),
  );
  return api;
}

export type ApiType = ReturnType<typeof createApi>;
