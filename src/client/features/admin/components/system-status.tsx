import { Activity, CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { Health } from '#shared/schemas/health.ts';
import { useSystemHealth } from '../api.ts';

type Level = 'ok' | 'attention' | 'down';

const icons = { ok: CircleCheck, attention: CircleAlert, down: CircleX };
const colours = { ok: 'text-green-700', attention: 'text-amber-700', down: 'text-red-700' };

function StatusLine(props: { level: Level; title: string; text: string }) {
  const Icon = icons[props.level];
  return (
    <li className="flex gap-3">
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${colours[props.level]}`} />
      <div>
        <h3 className="font-semibold">{props.title}</h3>
        <p className="text-sm text-muted-foreground">{props.text}</p>
      </div>
    </li>
  );
}

/** Each part of /api/health in a business owner's words: what works, what waits, and whether anything is lost. */
function StatusLines({ health }: { health: Health }) {
  const { systemStatus: t } = useAccountMessages().admin;
  const { language } = useLanguage();
  const { database, jobRunner, eventReactions, mailbox } = health.parts;
  const since = (iso: string) => formatDateTime(iso, language);
  const minutes = Math.ceil((eventReactions.lagSeconds ?? 0) / 60);
  return (
    <ul className="mt-4 grid gap-4 md:grid-cols-2">
      <StatusLine
        level={database.status === 'ok' ? 'ok' : 'down'}
        title={t.database.title}
        text={t.database[database.status]}
      />
      <StatusLine
        level={jobRunner.status === 'ok' ? 'ok' : 'attention'}
        title={t.jobRunner.title}
        text={
          jobRunner.status === 'restarting'
            ? t.jobRunner.restarting(since(jobRunner.since))
            : t.jobRunner[jobRunner.status]
        }
      />
      <StatusLine
        level={eventReactions.status === 'ok' ? 'ok' : 'attention'}
        title={t.eventReactions.title}
        text={
          eventReactions.status === 'behind'
            ? t.eventReactions.behind(minutes)
            : t.eventReactions[eventReactions.status]
        }
      />
      {mailbox && (
        <StatusLine
          level={mailbox.status === 'ok' || mailbox.status === 'standby' ? 'ok' : 'attention'}
          title={t.mailbox.title}
          text={
            mailbox.status === 'reconnecting'
              ? t.mailbox.reconnecting(since(mailbox.since))
              : t.mailbox[mailbox.status]
          }
        />
      )}
    </ul>
  );
}

/** The dashboard's System Status: what `/api/health` says, checked every 15 s. */
export function SystemStatus() {
  const { systemStatus: t } = useAccountMessages().admin;
  const health = useSystemHealth();
  const summary = health.data ? t.summary[health.data.status] : health.isError ? t.unreachable : t.checking;
  return (
    <section aria-labelledby="system-status" className="rounded-xl border border-border bg-white p-6">
      <div className="flex items-center gap-3">
        <Activity aria-hidden="true" className="size-6 shrink-0 text-maple-600" />
        <h2 id="system-status" className="text-xl font-semibold">
          {t.title}
        </h2>
      </div>
      <p className="mt-1 text-muted-foreground" role="status">
        {summary}
      </p>
      {health.data && <StatusLines health={health.data} />}
    </section>
  );
}
