import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '#server/db/database-errors.ts';
import { oneClickTurnOffRoutes } from '#server/features/mail/index.ts';
import { createDatabaseGate } from '#server/http/database-gate.ts';
import { HttpError, serviceUnavailable } from '#server/http/http-error.ts';
import { requestLogger } from '#server/http/request-logger.ts';
import { securityHeaders } from '#server/http/security-headers.ts';
import { type Legal, legalRoutes } from '#server/site/legal-routes.ts';
import { type Site, siteRoutes } from '#server/site/routes.ts';
import type { ApiErrorCode } from '#shared/error-codes.ts';
import type { ApiErrorBody } from '#shared/schemas/api-error.ts';
import { createApi } from './api.ts';
import type { AppDeps, AppEnv } from './app-env.ts';

function errorBody(code: ApiErrorCode, message: string): ApiErrorBody {
  return { error: { code, message } };
}

/** The whole product as one Hono app; tests call it with app.request() on their own database. */
export function createApp(deps: AppDeps, site?: Site | null, legal?: Legal) {
  const app = new Hono<AppEnv>();
  app.use(requestId());
  const databaseGate = createDatabaseGate(() => deps.pingDatabase(), deps.logger);
  app.use(async (c, next) => {
    c.set('deps', deps);
    c.set('databaseGate', databaseGate);
    c.set('log', deps.logger.child({ requestId: c.var.requestId }));
    await next();
  });
  app.use(requestLogger);
  app.use(securityHeaders(deps.env));
  app.use('/api/*', async (c, next) => {
    if (databaseGate.closed() && c.req.path !== '/api/health') throw serviceUnavailable();
    await next();
  });
  app.route('/api', createApi());
  app.route('/', oneClickTurnOffRoutes);
  if (legal) app.route('/', legalRoutes(legal));
  if (site) app.route('/', siteRoutes(site));

  app.notFound((c) => c.json(errorBody('not_found', 'Not found.'), 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json(errorBody(error.code, error.message), error.status, error.headers);
    }
    if (error instanceof HTTPException) {
      return c.json(errorBody('bad_request', error.message), error.status as ContentfulStatusCode);
    }
    if (isDatabaseUnavailable(error)) {
      c.var.log.error({ err: error }, 'database unavailable');
      databaseGate.failed();
      const unavailable = serviceUnavailable();
      return c.json(
        errorBody(unavailable.code, unavailable.message),
        unavailable.status,
        unavailable.headers,
      );
    }
    c.var.log.error({ err: error }, 'unhandled error');
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
