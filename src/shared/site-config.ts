/**
 * Runtime settings the browser needs. The server writes them into every HTML page
 * (a <meta name="site-config"> tag), so prerendered pages follow PRODUCT_NAME and friends
 * without a rebuild and without an extra request.
 */
export interface SiteConfig {
  productName: string;
  aiProviderName: string;
  platformUrl: string;
}

export const siteConfigMetaName = 'site-config';

/** Stand-ins the prerenderer writes where these values go; the server swaps them for the real ones. */
export const siteConfigPlaceholders: SiteConfig = {
  productName: '%%PRODUCT_NAME%%',
  aiProviderName: '%%AI_PROVIDER_NAME%%',
  platformUrl: '%%PLATFORM_URL%%',
};
