import { Eye, EyeOff } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useMessages } from '../../../lib/i18n.tsx';

interface PasswordFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
}

/** The new email's password, with a show/hide toggle. */
export function PasswordField({ value, onChange, visible, onVisibleChange }: PasswordFieldProps) {
  const { tickets: t } = useMessages();
  const id = useId();
  const toggleLabel = visible ? t.form.hidePassword : t.form.showPassword;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.form.passwordLabel}</Label>
      <div className="relative">
        <Input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          required
          aria-describedby={`${id}-help`}
          placeholder={t.form.passwordPlaceholder}
          value={value}
          onChange={onChange}
          className="pr-11"
        />
        <button
          type="button"
          aria-label={toggleLabel}
          title={toggleLabel}
          onClick={() => onVisibleChange(!visible)}
          className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </button>
      </div>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {t.form.passwordHelp}
      </p>
    </div>
  );
}
