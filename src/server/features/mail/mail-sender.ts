import type { Env } from '#server/env.ts';
import { publicBaseUrl } from './site-links.ts';

/** MAIL_FROM, or the product's name at no-reply@ the public host. */
export function mailSender(env: Pick<Env, 'MAIL_FROM' | 'PUBLIC_URL' | 'PORT' | 'PRODUCT_NAME'>): string {
  if (env.MAIL_FROM) return env.MAIL_FROM;
  const host = new URL(publicBaseUrl(env)).hostname;
  return `"${env.PRODUCT_NAME.replaceAll('"', '')}" <no-reply@${host}>`;
}
