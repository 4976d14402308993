import { useId } from 'react';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { type DeskOrder, deskOrders } from '#shared/constants.ts';

interface DeskOrderSelectProps {
  order: DeskOrder;
  onChange: (order: DeskOrder) => void;
  /** The note that says a search keeps its own order, while it is shown. */
  describedBy: string | undefined;
}

/** The desk's order: last activity first (the default) or newest tickets first. */
export function DeskOrderSelect({ order, onChange, describedBy }: DeskOrderSelectProps) {
  const { admin: t } = useAccountMessages();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t.desk.orderLabel}
      </label>
      <NativeSelect
        id={id}
        className="w-full sm:w-56"
        value={order}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as DeskOrder)}
      >
        {deskOrders.map((value) => (
          <option key={value} value={value}>
            {t.desk.orders[value]}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}
