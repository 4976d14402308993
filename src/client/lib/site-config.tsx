import { createContext, type ReactNode, useContext } from 'react';
import { type SiteConfig, siteConfigMetaName } from '#shared/site-config.ts';

const SiteConfigContext = createContext<SiteConfig | null>(null);

export function SiteConfigProvider(props: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext value={props.config}>{props.children}</SiteConfigContext>;
}

/** PRODUCT_NAME and friends, as the server wrote them into the page. */
export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside <SiteConfigProvider>');
  return config;
}

export function readSiteConfig(doc: Document): SiteConfig {
  const content = doc.querySelector(`meta[name="${siteConfigMetaName}"]`)?.getAttribute('content');
  if (!content) throw new Error('the page has no site configuration');
  return JSON.parse(content) as SiteConfig;
}
