import { LifeBuoy, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { BrandMark } from '#client/components/brand-mark.tsx';
import { usePageActions } from '#client/components/page-actions.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useLanguage } from '#client/lib/i18n.tsx';
import { usePublicMessages } from '#client/lib/public-messages.tsx';
import { useSiteConfig } from '#client/lib/site-config.tsx';
import { languageStorageKey } from '#shared/language.ts';
import { legalPagePaths, pagePaths } from '#shared/routes.ts';
import { ContactLine } from './contact-line.tsx';

const linkClass =
  'rounded-sm text-stone-300 underline-offset-4 transition-colors hover:text-white hover:underline';

export function SiteFooter() {
  const { common, landing } = usePublicMessages();
  const { organisationName, contactEmail, contactPhone, contactAddress } = useSiteConfig();
  const { language } = useLanguage();
  const { openPlatform, openTicketForm } = usePageActions();
  const { footer } = landing;
  return (
    <footer id="contact" className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <span className="text-white">
            <BrandMark inverted />
          </span>
          <p>{footer.tagline}</p>
          <Button variant="link-inverted" size="inline" className="self-start" onClick={openPlatform}>
            {common.enterPlatform} →
          </Button>
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="font-semibold text-white">{footer.supportTitle}</h2>
          <p>{footer.supportBody}</p>
          <Button variant="default" className="self-start" onClick={openTicketForm}>
            <LifeBuoy aria-hidden="true" />
            {common.submitTicket}
          </Button>
        </div>
        <div className="flex flex-col gap-3">
          <h2 className="font-semibold text-white">{footer.linksTitle}</h2>
          <ul className="flex flex-col gap-2">
            <li>
              <Link to={pagePaths.myTickets} className={linkClass}>
                {common.myTickets}
              </Link>
            </li>
            <li>
              <Link to={pagePaths.admin} className={linkClass}>
                {common.admin}
              </Link>
            </li>
          </ul>
        </div>
        {/* Hidden, heading and all, when the settings give no contact detail at all. */}
        <div className="flex flex-col gap-3 [&:not(:has([data-contact]:not(:empty)))]:hidden">
          <h2 className="font-semibold text-white">{footer.contactTitle}</h2>
          <ContactLine Icon={Mail} label={footer.contactEmailLabel} value={contactEmail} />
          <ContactLine Icon={Phone} label={footer.contactPhoneLabel} value={contactPhone} />
          <ContactLine Icon={MapPin} label={footer.contactAddressLabel} value={contactAddress} />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{footer.rights(organisationName)}</p>
          <p className="flex gap-6">
            <a href={`${legalPagePaths.privacy}?${languageStorageKey}=${language}`} className={linkClass}>
              {footer.privacy}
            </a>
            <a href={`${legalPagePaths.terms}?${languageStorageKey}=${language}`} className={linkClass}>
              {footer.terms}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
