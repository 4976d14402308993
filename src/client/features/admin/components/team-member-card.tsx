import { Badge } from '#client/components/ui/badge.tsx';
import { useAccountMessages } from '#client/lib/account-messages.tsx';
import { formatDateTime } from '#client/lib/format-date.ts';
import { useLanguage } from '#client/lib/i18n.tsx';
import type { TeamMember } from '#shared/schemas/team.ts';
import { TeamMemberActions } from './team-member-actions.tsx';

/** One member on /admin/team: name, email, role, two-factor, last sign-in and what can be done. */
export function TeamMemberCard({ member, isYou }: { member: TeamMember; isYou: boolean }) {
  const { team: t } = useAccountMessages();
  const { language } = useLanguage();
  const who = member.name || member.email;
  const headingId = `member-${member.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border border-border p-4 shadow-sm sm:p-5 ${member.active ? 'bg-white' : 'bg-stone-50'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-all">
            {who}
          </h3>
          {member.name && <p className="text-sm break-all text-muted-foreground">{member.email}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isYou && <Badge variant="blue">{t.you}</Badge>}
          <Badge variant={member.role === 'admin' ? 'default' : 'secondary'}>{t.roles[member.role]}</Badge>
          {member.invited && <Badge variant="amber">{t.invited}</Badge>}
          {!member.active && <Badge variant="grey">{t.deactivated}</Badge>}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted-foreground">{t.columns.twoFactor}</dt>
        <dd>{member.twoFactor ? t.twoFactorOn : t.twoFactorOff}</dd>
        <dt className="text-muted-foreground">{t.columns.lastSignIn}</dt>
        <dd>
          {member.lastSignedInAt ? (
            <time dateTime={member.lastSignedInAt}>{formatDateTime(member.lastSignedInAt, language)}</time>
          ) : (
            t.never
          )}
        </dd>
      </dl>
      <div className="mt-4 border-t border-border pt-4">
        <TeamMemberActions member={member} who={who} />
      </div>
    </article>
  );
}
