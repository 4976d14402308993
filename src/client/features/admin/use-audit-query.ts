import { useSearchParams } from 'wouter';
import { type AuditKind, auditKinds } from '#shared/constants.ts';
import type { AuditListQuery } from '#shared/schemas/audit.ts';

function isKind(value: string | null): value is AuditKind {
  return (auditKinds as readonly (string | null)[]).includes(value);
}

function readQuery(params: URLSearchParams): AuditListQuery {
  const page = Number(params.get('page'));
  const kind = params.get('kind');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    kind: isKind(kind) ? kind : undefined,
    person: params.get('person')?.trim().toLowerCase() || undefined,
  };
}

/** The audit page's filters and page live in the URL (?kind=&person=&page=); a new filter starts at page 1. */
export function useAuditQuery() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);

  function update(next: AuditListQuery) {
    const entries: [string, string][] = [];
    if (next.kind) entries.push(['kind', next.kind]);
    if (next.person) entries.push(['person', next.person]);
    if (next.page > 1) entries.push(['page', String(next.page)]);
    setParams(entries, { replace: true });
  }

  return {
    query,
    setKind: (kind: AuditKind | undefined) => update({ ...query, kind, page: 1 }),
    setPerson: (person: string) =>
      update({ ...query, person: person.trim().toLowerCase() || undefined, page: 1 }),
    setPage: (page: number) => update({ ...query, page }),
  };
}
