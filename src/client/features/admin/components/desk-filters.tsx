import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { TicketStatus } from '#shared/constants.ts';
import { ADMIN_SEARCH_MAX_LENGTH } from '#shared/constants.ts';
import { StatusOptions } from './status-options.tsx';

interface DeskFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: TicketStatus | undefined;
  onStatusChange: (status: TicketStatus | undefined) => void;
  /** More controls at the end of the row. */
  children?: ReactNode;
}

export function DeskFilters({ search, onSearchChange, status, onStatusChange, children }: DeskFiltersProps) {
  const { admin: t } = useAccountMessages();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t.desk.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={`${id}-search`}
          type="search"
          className="pl-9"
          maxLength={ADMIN_SEARCH_MAX_LENGTH}
          placeholder={t.desk.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      <label htmlFor={`${id}-status`} className="sr-only">
        {t.desk.statusFilterLabel}
      </label>
      <NativeSelect
        id={`${id}-status`}
        className="sm:w-48"
        value={status ?? ''}
        onChange={(event) => onStatusChange((event.target.value || undefined) as TicketStatus | undefined)}
      >
        <option value="">{t.desk.allStatuses}</option>
        <StatusOptions />
      </NativeSelect>
      {children}
    </div>
  );
}
