import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, deskRoles } from '#shared/constants.ts';
import { defaultLanguage, languages } from '#shared/language.ts';
import { emailSchema } from './session.ts';
import { typedLine } from './typed-text.ts';

export const deskRoleSchema = z.enum(deskRoles);

export const displayNameSchema = typedLine('The name')
  .min(1, 'Enter a name.')
  .max(DISPLAY_NAME_MAX_LENGTH, `The name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters.`);

/** One desk account as the team page lists it. */
export const teamMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Empty for an account made before names existed. */
  name: z.string(),
  role: deskRoleSchema,
  twoFactor: z.boolean(),
  /** The invitation is not accepted yet: no password of their own. */
  invited: z.boolean(),
  active: z.boolean(),
  /** ISO 8601, or null before their first sign-in. */
  lastSignedInAt: z.string().nullable(),
  createdAt: z.string(),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamResponseSchema = z.object({ members: z.array(teamMemberSchema) });

export type TeamResponse = z.infer<typeof teamResponseSchema>;

export const teamMemberEnvelopeSchema = z.object({ member: teamMemberSchema });

export const inviteMemberRequestSchema = z.object({
  email: emailSchema,
  name: displayNameSchema,
  role: deskRoleSchema,
  /** The language of the invitation and of the member's later messages. */
  language: z.enum(languages).default(defaultLanguage),
});

export type InviteMemberRequest = z.infer<typeof inviteMemberRequestSchema>;

/** Any of a role, a name and whether the account may sign in. */
export const updateMemberRequestSchema = z
  .object({ role: deskRoleSchema, name: displayNameSchema, active: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send a role, a name or active.');

export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;

/** Who a ticket can be assigned to: every active member, by name (or email without one). */
export const assigneesResponseSchema = z.object({
  assignees: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The caller's own id, to mark them in the list. */
  me: z.uuid(),
});

export const memberIdParamSchema = z.object({ id: z.uuid({ error: 'Member id must be a UUID.' }) });
