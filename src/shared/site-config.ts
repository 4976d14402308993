/**
 * Runtime settings the browser needs. The server writes them into every HTML page
 * (a <meta name="site-config"> tag), so prerendered pages follow PRODUCT_NAME, the settings' contact
 * details and friends without a rebuild and without an extra request.
 */
export interface SiteConfig {
  productName: string;
  aiProviderName: string;
  /** The host of AI_BASE_URL, which receives the demo chat's messages; empty for the built-in assistant. */
  aiHost: string;
  /** The platform the overlay frames; empty when PLATFORM_URL is unset and the overlay holds our own chat. */
  platformUrl: string;
  /** The site's own address (PUBLIC_URL, without a trailing slash), for the absolute links of a page's head. */
  publicUrl: string;
  /** The business behind the site and how to reach it, from the settings (/admin/settings); empty: not shown. */
  organisationName: string;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
}

export const siteConfigMetaName = 'site-config';

/** Stand-ins the prerenderer writes where these values go; the server swaps them for the real ones. */
export const siteConfigPlaceholders: SiteConfig = {
  productName: '%%PRODUCT_NAME%%',
  aiProviderName: '%%AI_PROVIDER_NAME%%',
  aiHost: '%%AI_HOST%%',
  platformUrl: '%%PLATFORM_URL%%',
  publicUrl: '%%PUBLIC_URL%%',
  organisationName: '%%ORGANISATION_NAME%%',
  contactEmail: '%%CONTACT_EMAIL%%',
  contactPhone: '%%CONTACT_PHONE%%',
  contactAddress: '%%CONTACT_ADDRESS%%',
};
