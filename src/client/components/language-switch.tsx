import { Languages } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { useLanguage, useMessages } from '#client/lib/i18n.tsx';

/** Switches between English and French; the button names the other language, in that language. */
export function LanguageSwitch() {
  const { language, setLanguage } = useLanguage();
  const { common } = useMessages();
  const other = language === 'en' ? 'fr' : 'en';
  return (
    <Button
      variant="ghost"
      size="compact"
      onClick={() => setLanguage(other)}
      aria-label={common.switchLanguageLabel}
      lang={other}
    >
      <Languages aria-hidden="true" />
      <span className="max-sm:hidden">{common.switchLanguage}</span>
      <span className="uppercase sm:hidden">{other}</span>
    </Button>
  );
}
