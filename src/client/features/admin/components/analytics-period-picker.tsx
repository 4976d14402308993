import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { analyticsPeriodLengths } from '#shared/constants.ts';
import type { AnalyticsQuery } from '#shared/schemas/analytics.ts';

const CUSTOM = 'custom';

/** The period: the last 7, 30 or 90 days, or two dates shown once both are chosen. */
export function PeriodPicker({
  period,
  shown,
  onChange,
}: {
  period: AnalyticsQuery;
  shown: { from: string; to: string } | undefined;
  onChange: (period: AnalyticsQuery) => void;
}) {
  const { analytics: t } = useAccountMessages();
  const ids = { select: useId(), from: useId(), to: useId() };
  const [custom, setCustom] = useState(Boolean(period.from));
  const [from, setFrom] = useState(period.from ?? shown?.from ?? '');
  const [to, setTo] = useState(period.to ?? shown?.to ?? '');
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={ids.select}>{t.period.label}</Label>
        <NativeSelect
          id={ids.select}
          className="w-48"
          value={custom ? CUSTOM : (period.days ?? '30')}
          onChange={(event) => {
            const value = event.target.value;
            if (value === CUSTOM) {
              setCustom(true);
              setFrom(shown?.from ?? from);
              setTo(shown?.to ?? to);
              return;
            }
            setCustom(false);
            onChange({ days: value as AnalyticsQuery['days'] });
          }}
        >
          {analyticsPeriodLengths.map((days) => (
            <option key={days} value={days}>
              {t.period.last(Number(days))}
            </option>
          ))}
          <option value={CUSTOM}>{t.period.custom}</option>
        </NativeSelect>
      </div>
      {custom && (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (from && to) onChange(from <= to ? { from, to } : { from: to, to: from });
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={ids.from}>{t.period.from}</Label>
            <Input
              id={ids.from}
              type="date"
              required
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={ids.to}>{t.period.to}</Label>
            <Input id={ids.to} type="date" required value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button type="submit" variant="outline">
            {t.period.apply}
          </Button>
        </form>
      )}
    </div>
  );
}
