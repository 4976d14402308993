import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '#server/app-env.ts';
import { requestActor } from '#server/features/audit/index.ts';
import { currentSession, requireAdminRole, requireSession } from '#server/http/guards.ts';
import { conflict, HttpError, notFound } from '#server/http/http-error.ts';
import { access, errorResponses, jsonResponse } from '#server/http/openapi.ts';
import { validate } from '#server/http/validation.ts';
import {
  assigneesResponseSchema,
  inviteMemberRequestSchema,
  memberIdParamSchema,
  teamMemberEnvelopeSchema,
  teamResponseSchema,
  updateMemberRequestSchema,
} from '#shared/schemas/team.ts';
import { inviteMember, resendInvitation } from './invitations.ts';
import { listAssignees, listMembers, updateMember } from './members.ts';
import { TeamError } from './team-error.ts';

const tags = ['admin', 'team'];

/** A refused team change as the API answers it. */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof TeamError)) return error;
  if (error.reason === 'not_found') return notFound(error.message);
  if (error.reason === 'last_admin') return new HttpError(409, 'last_admin', error.message);
  if (error.reason === 'already_member') return new HttpError(409, 'already_member', error.message);
  return conflict(error.message);
}

async function answering<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw asHttpError(error);
  }
}

/** Mounted at /admin/team: admins list, invite and manage the desk's members (agents may not). */
export const teamRoutes = new Hono<AppEnv>()
  .get(
    '/',
    describeRoute({
      operationId: 'listTeam',
      security: access.admin,
      tags,
      summary: 'Every member of the desk: name, email, role, two-factor, invitation, active, last sign-in',
      responses: { 200: jsonResponse(teamResponseSchema, 'The team.'), ...errorResponses(401, 403) },
    }),
    requireAdminRole,
    async (c) => c.json({ members: await listMembers(c.var.deps.db) }, 200),
  )
  .get(
    '/assignees',
    describeRoute({
      operationId: 'listAssignees',
      security: access.desk,
      tags,
      summary: 'The active members a ticket can be assigned to, by name: for every desk account',
      responses: { 200: jsonResponse(assigneesResponseSchema, 'The members.'), ...errorResponses(401, 403) },
    }),
    requireSession('admin'),
    async (c) => {
      const me = currentSession(c).adminId ?? '';
      return c.json({ assignees: await listAssignees(c.var.deps.db), me }, 200);
    },
  )
  .post(
    '/',
    describeRoute({
      operationId: 'inviteTeamMember',
      security: access.admin,
      tags,
      summary: 'Add a member, invited: an email with a link (7 days) where they choose their password',
      responses: {
        201: jsonResponse(teamMemberEnvelopeSchema, 'Invited.'),
        ...errorResponses(400, 401, 403, 409),
      },
    }),
    requireAdminRole,
    validate('json', inviteMemberRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const invite = inviteMember(db, c.var.deps, c.req.valid('json'), requestActor(c), now());
      return c.json({ member: await answering(invite) }, 201);
    },
  )
  .patch(
    '/:id',
    describeRoute({
      operationId: 'updateTeamMember',
      security: access.admin,
      tags,
      summary:
        "Change a member's role or name, or deactivate (their sessions end at once) or reactivate them; the last active admin stays one",
      responses: {
        200: jsonResponse(teamMemberEnvelopeSchema, 'The member as changed.'),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    requireAdminRole,
    validate('param', memberIdParamSchema),
    validate('json', updateMemberRequestSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      const target = { id: c.req.valid('param').id };
      const update = updateMember(db, target, c.req.valid('json'), requestActor(c), now());
      return c.json({ member: await answering(update) }, 200);
    },
  )
  .post(
    '/:id/invitation',
    describeRoute({
      operationId: 'resendTeamInvitation',
      security: access.admin,
      tags,
      summary: 'Email a member who has not joined yet a new invitation link; the older links stop working',
      responses: { 202: { description: 'Sent.' }, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    requireAdminRole,
    validate('param', memberIdParamSchema),
    async (c) => {
      const { db, now } = c.var.deps;
      await answering(resendInvitation(db, c.var.deps, c.req.valid('param').id, requestActor(c), now()));
      return c.body(null, 202);
    },
  );
