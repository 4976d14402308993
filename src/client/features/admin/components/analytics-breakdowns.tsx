import { useAccountMessages } from '#client/lib/account-messages.tsx';
import type { AnalyticsReport } from '#shared/schemas/analytics.ts';
import { FigureTable } from './analytics-figure-table.tsx';
import { type AnalyticsFormat, satisfactionRate } from './analytics-format.ts';

/** Per desk account who wrote first replies, and per ticket language. */
export function BreakdownTables({ report, format }: { report: AnalyticsReport; format: AnalyticsFormat }) {
  const { analytics: t } = useAccountMessages();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {report.members.length === 0 ? (
        <section aria-labelledby="analytics-members" className="grid content-start gap-3">
          <h2 id="analytics-members" className="text-xl font-semibold">
            {t.members.heading}
          </h2>
          <p className="text-muted-foreground">{t.members.empty}</p>
        </section>
      ) : (
        <FigureTable
          id="analytics-members"
          title={t.members.heading}
          columns={[t.members.member, t.members.answered, t.members.median, t.members.satisfaction]}
          rows={report.members.map((member) => ({
            key: member.adminId ?? 'deleted',
            cells: [
              <span key="email">{member.email ?? t.members.deleted}</span>,
              format.count(member.answered),
              format.duration(member.firstResponseMedian),
              format.share(satisfactionRate(member)),
            ],
          }))}
        />
      )}
      <FigureTable
        id="analytics-languages"
        title={t.languages.heading}
        columns={[
          t.languages.language,
          t.languages.created,
          t.languages.resolved,
          t.languages.median,
          t.languages.satisfaction,
        ]}
        rows={report.languages.map((row) => ({
          key: row.language,
          cells: [
            t.languages.names[row.language],
            format.count(row.created),
            format.count(row.resolved),
            format.duration(row.firstResponseMedian),
            format.share(satisfactionRate(row)),
          ],
        }))}
      />
    </div>
  );
}
