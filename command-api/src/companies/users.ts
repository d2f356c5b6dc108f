import { createHash } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { can, canAssignRole, companyRoles, type CompanyRole } from '@tablica/domain/accounts/roles';
import { companyUserInviteSchema, companyUserUpdateSchema } from '@tablica/domain/accounts/users';
import {
  ForbiddenError,
  IllegalStateError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '@tablica/domain/errors';
import { errorTexts, parseOrThrow } from '@tablica/domain/validation';
import { authRefusal, withLinkOrigin, type Auth } from '@tablica/platform/auth/better-auth';
import { companyMember, requestHeaders } from '@tablica/platform/http/guards';
import { jsonBody, jsonResponse, problemResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import type { PublicOrigins } from '@tablica/platform/http/public-origin';
import { jsonParam, parseQuery } from '@tablica/platform/http/query-params';
import { inTransaction, type Pool, type Queryable } from '@tablica/platform/postgres/pool';
import { lockCompany } from './company-view';

export interface CompanyUserDeps {
  readonly auth: Auth;
  readonly pool: Pool;
  readonly origins: PublicOrigins;
}

/** A row of the console's user list: a member, or someone invited who has not accepted yet. */
export interface CompanyUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly role: CompanyRole;
  readonly status: 'active' | 'invited';
  readonly createdAt: string;
}

const invitationIdPrefix = 'invitation-';

/**
 * The id an invitation has in the list. The invitation's own id is the secret its mail links with, so
 * the list shows a digest of it: anyone who can read the list (a recruiter) cannot accept in the
 * invitee's name.
 */
export const invitationListId = (invitationId: string): string =>
  invitationIdPrefix + createHash('sha256').update(invitationId).digest('hex').slice(0, 32);

const notFound = () => new NotFoundError('not_found', 'There is no such user in your company.');
const roleForbidden = () =>
  new ForbiddenError('auth.role_forbidden', 'Your role in the company does not allow this.');
const lastOwner = () => new IllegalStateError('company.last_owner', 'A company keeps at least one owner.');
const alreadyMember = () =>
  new IllegalStateError('company.already_member', 'This person is already a member of your company.');

const asRole = (role: string | null): CompanyRole =>
  (companyRoles as readonly string[]).includes(role ?? '') ? (role as CompanyRole) : 'recruiter';
const isoDate = (value: Date | string) => new Date(value).toISOString();

interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: string;
  createdAt: Date;
}
interface InvitationRow {
  id: string;
  name: string | null;
  email: string;
  role: string | null;
  createdAt: Date;
}

const memberItem = (row: MemberRow): CompanyUser => ({
  id: row.userId,
  name: row.name,
  email: row.email,
  role: asRole(row.role),
  status: 'active',
  createdAt: isoDate(row.createdAt),
});
const invitationItem = (row: InvitationRow): CompanyUser => ({
  id: invitationListId(row.id),
  name: row.name ?? '',
  email: row.email,
  role: asRole(row.role),
  status: 'invited',
  createdAt: isoDate(row.createdAt),
});

const memberColumns = `m."userId", u.name, u.email, m.role, m."createdAt"`;

async function members(db: Queryable, companyId: string, userId?: string): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT ${memberColumns}
       FROM company_member m JOIN auth_user u ON u.id = m."userId"
      WHERE m."organizationId" = $1 AND ($2::text IS NULL OR m."userId" = $2)`,
    [companyId, userId ?? null],
  );
  return rows;
}

/** Pending invitations that can still be accepted. */
async function invitations(db: Queryable, companyId: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT id, name, email, role, "createdAt" FROM company_invitation
      WHERE "organizationId" = $1 AND status = 'pending' AND "expiresAt" > now()`,
    [companyId],
  );
  return rows;
}

async function invitationByListId(db: Queryable, companyId: string, listId: string) {
  return (await invitations(db, companyId)).find((row) => invitationListId(row.id) === listId);
}

async function ownerCount(db: Queryable, companyId: string): Promise<number> {
  const { rows } = await db.query<{ owners: number }>(
    `SELECT count(*)::int AS owners FROM company_member WHERE "organizationId" = $1 AND role = 'owner'`,
    [companyId],
  );
  return rows[0]?.owners ?? 0;
}

/**
 * The acting user's role as it is now, read under the company lock: a role changed by a concurrent
 * request since the guard read it counts.
 */
async function currentRole(db: Queryable, companyId: string, userId: string): Promise<CompanyRole> {
  const [actor] = await members(db, companyId, userId);
  if (!actor) throw new ForbiddenError('auth.not_an_employer', 'You are no longer a member of this company.');
  const role = asRole(actor.role);
  if (!can(role, 'users.manage')) throw roleForbidden();
  return role;
}

const sortFields = ['id', 'name', 'email', 'role', 'status', 'createdAt'] as const;
const listQuery = z.object({
  sort: jsonParam(z.tuple([z.enum(sortFields), z.enum(['ASC', 'DESC'])])).default(['name', 'ASC']),
  range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]))
    .refine(([start, end]) => end >= start && end - start < 1000, 'errors.invalidValue')
    .default([0, 24]),
  filter: jsonParam(
    z.object({
      q: z.string().max(500).optional(),
      role: z.enum(companyRoles).optional(),
      status: z.enum(['active', 'invited']).optional(),
    }),
  ).default({}),
});

const collator = new Intl.Collator('pl', { sensitivity: 'base' });
const compareBy = (field: (typeof sortFields)[number]) => (a: CompanyUser, b: CompanyUser) =>
  field === 'createdAt' ? a.createdAt.localeCompare(b.createdAt, 'en') : collator.compare(a[field], b[field]);

/** Maps better-auth's refusal of an invitation to our problems; null when it was not a refusal. */
function invitationRefusal(error: unknown): Error | null {
  const refusal = authRefusal(error);
  if (!refusal) return null;
  switch (refusal.code) {
    case 'USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION':
      return alreadyMember();
    case 'USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION':
      return new IllegalStateError('company.already_invited', 'This person has been invited already.');
    case 'INVITATION_LIMIT_REACHED':
      return new IllegalStateError('company.invitation_limit', 'Too many pending invitations.');
    case 'INVALID_EMAIL':
      return new ValidationError([
        { path: 'email', code: 'errors.email', message: errorTexts['errors.email'].en },
      ]);
    case 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE':
    case 'YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION':
    case 'MEMBER_NOT_FOUND':
      return roleForbidden();
  }
  if (refusal.status === 401) return new UnauthenticatedError();
  if (refusal.status === 403)
    return new ForbiddenError('company.invitation_refused', 'The invitation was refused.');
  return new ValidationError(
    [{ path: '', code: 'company.invitation_refused', message: 'The invitation was refused.' }],
    'The invitation was refused.',
  );
}

/**
 * Company users (spec §6 "create, list, update, delete"): members and pending invitations. Every change
 * of membership runs in one transaction holding the company's row lock, and reads the actor's role
 * again under it.
 */
export function companyUserRoutes({ auth, pool, origins }: CompanyUserDeps): Router {
  const router = Router();

  router.get('/v2/employer-panel/users', async (req, res) => {
    const { companyId } = companyMember(req, 'users.read');
    const { sort, range, filter } = parseQuery(listQuery, req.query);
    const [field, order] = sort;
    const q = filter.q?.trim().toLocaleLowerCase('pl');
    const [memberRows, invitationRows] = await Promise.all([
      members(pool, companyId),
      invitations(pool, companyId),
    ]);
    const all = [...memberRows.map(memberItem), ...invitationRows.map(invitationItem)]
      .filter(
        (user) =>
          (!q || `${user.name}\n${user.email}`.toLocaleLowerCase('pl').includes(q)) &&
          (!filter.role || user.role === filter.role) &&
          (!filter.status || user.status === filter.status),
      )
      .sort((a, b) => (order === 'ASC' ? 1 : -1) * compareBy(field)(a, b) || compareBy('id')(a, b));
    const [start, end] = range;
    const page = all.slice(start, end + 1);
    const last = page.length === 0 ? start : start + page.length - 1;
    res
      .set('Content-Range', `users ${start}-${last}/${all.length}`)
      .set('Access-Control-Expose-Headers', 'Content-Range')
      .json(page);
  });

  router.post('/v1/users', async (req, res) => {
    const actor = companyMember(req, 'users.manage');
    const input = parseOrThrow(companyUserInviteSchema, req.body);
    if (!canAssignRole(actor.role, input.role)) throw roleForbidden();
    const email = input.email.toLowerCase();
    const locale = input.locale ?? actor.account.locale;
    await inTransaction(pool, async (db) => {
      await lockCompany(db, actor.companyId);
      const role = await currentRole(db, actor.companyId, actor.account.userId);
      if (!canAssignRole(role, input.role)) throw roleForbidden();
      const member = await db.query(
        `SELECT 1 FROM company_member m JOIN auth_user u ON u.id = m."userId"
          WHERE m."organizationId" = $1 AND lower(u.email) = $2`,
        [actor.companyId, email],
      );
      if (member.rowCount !== 0) throw alreadyMember();
      // better-auth resends a pending invitation as it is: bring it up to date first, so the mail and
      // the list say the role and name asked for now.
      const pending = (await invitations(db, actor.companyId)).filter(
        (row) => row.email.toLowerCase() === email,
      );
      if (pending.some((row) => !canAssignRole(role, asRole(row.role)))) throw roleForbidden();
      if (pending.length > 0)
        await db.query(
          `UPDATE company_invitation SET role = $3, name = $4, locale = $5
          WHERE "organizationId" = $1 AND id = ANY($2::text[])`,
          [actor.companyId, pending.map((row) => row.id), input.role, input.name, locale],
        );
    });
    let invitationId: string;
    try {
      const invitation = await withLinkOrigin(origins.forRequest(req), () =>
        auth.api.createInvitation({
          body: {
            email,
            role: input.role,
            organizationId: actor.companyId,
            name: input.name,
            locale,
            resend: true,
          },
          headers: requestHeaders(req),
        }),
      );
      invitationId = invitation.id;
    } catch (error) {
      throw invitationRefusal(error) ?? error;
    }
    const { rows } = await pool.query<InvitationRow>(
      `SELECT id, name, email, role, "createdAt" FROM company_invitation WHERE id = $1`,
      [invitationId],
    );
    if (!rows[0]) throw new Error(`invitation ${invitationId} was not stored`);
    res.status(201).json(invitationItem(rows[0]));
  });

  router.patch('/v2/employer-panel/users/:id', async (req, res) => {
    const actor = companyMember(req, 'users.manage');
    const changes = parseOrThrow(companyUserUpdateSchema, req.body);
    const id = req.params.id;
    const user = await inTransaction(pool, async (db) => {
      await lockCompany(db, actor.companyId);
      const role = await currentRole(db, actor.companyId, actor.account.userId);
      if (changes.role !== undefined && !canAssignRole(role, changes.role)) throw roleForbidden();

      if (id.startsWith(invitationIdPrefix)) {
        const invitation = await invitationByListId(db, actor.companyId, id);
        if (!invitation) throw notFound();
        if (!canAssignRole(role, asRole(invitation.role))) throw roleForbidden();
        const { rows } = await db.query<InvitationRow>(
          `UPDATE company_invitation SET role = COALESCE($2, role), name = COALESCE($3, name)
            WHERE id = $1 RETURNING id, name, email, role, "createdAt"`,
          [invitation.id, changes.role ?? null, changes.name ?? null],
        );
        return invitationItem(rows[0]!);
      }

      const [member] = await members(db, actor.companyId, id);
      if (!member) throw notFound();
      const before = asRole(member.role);
      if (!canAssignRole(role, before)) throw roleForbidden();
      if (changes.role !== undefined && changes.role !== before) {
        if (before === 'owner' && (await ownerCount(db, actor.companyId)) <= 1) throw lastOwner();
        await db.query(`UPDATE company_member SET role = $3 WHERE "organizationId" = $1 AND "userId" = $2`, [
          actor.companyId,
          id,
          changes.role,
        ]);
      }
      if (changes.name !== undefined)
        await db.query(`UPDATE auth_user SET name = $2, "updatedAt" = now() WHERE id = $1`, [
          id,
          changes.name,
        ]);
      const [updated] = await members(db, actor.companyId, id);
      return memberItem(updated!);
    });
    res.json(user);
  });

  router.delete('/v2/employer-panel/users/:id', async (req, res) => {
    const actor = companyMember(req, 'users.manage');
    const id = req.params.id;
    const removed = await inTransaction(pool, async (db) => {
      await lockCompany(db, actor.companyId);
      const role = await currentRole(db, actor.companyId, actor.account.userId);

      if (id.startsWith(invitationIdPrefix)) {
        const invitation = await invitationByListId(db, actor.companyId, id);
        if (!invitation) throw notFound();
        if (!canAssignRole(role, asRole(invitation.role))) throw roleForbidden();
        await db.query(`UPDATE company_invitation SET status = 'canceled' WHERE id = $1`, [invitation.id]);
        return invitationItem(invitation);
      }

      const [member] = await members(db, actor.companyId, id);
      if (!member) throw notFound();
      const before = asRole(member.role);
      if (!canAssignRole(role, before)) throw roleForbidden();
      if (before === 'owner' && (await ownerCount(db, actor.companyId)) <= 1) throw lastOwner();
      // The guard reads memberships on every request: the removed member's sessions lose the company now.
      await db.query(`DELETE FROM company_member WHERE "organizationId" = $1 AND "userId" = $2`, [
        actor.companyId,
        id,
      ]);
      return memberItem(member);
    });
    res.json(removed);
  });

  return router;
}

const signedInProblems = {
  401: problemResponse('auth.unauthenticated'),
  403: problemResponse(
    'auth.not_an_employer, auth.role_forbidden (including roles the caller may not grant)',
  ),
};
const userItem = {
  type: 'object',
  properties: {
    id: { type: 'string', description: "The member's user id, or invitation-<digest> for an invitation" },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string', enum: [...companyRoles] },
    status: { type: 'string', enum: ['active', 'invited'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};
const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string' },
  description: "A member's user id or an invitation's list id (invitation-...)",
};

export const companyUserPaths: OpenApiPaths = {
  '/v2/employer-panel/users': {
    get: {
      summary: "The company's members and pending invitations (ra-data-simple-rest; Content-Range header)",
      parameters: [
        { name: 'sort', in: 'query', schema: { type: 'string', example: '["name","ASC"]' } },
        { name: 'range', in: 'query', schema: { type: 'string', example: '[0,9]' } },
        { name: 'filter', in: 'query', schema: { type: 'string', example: '{"q":"anna"}' } },
      ],
      responses: {
        200: jsonResponse('Rows of the list', { type: 'array', items: userItem }),
        400: problemResponse('Bad sort, range or filter'),
        ...signedInProblems,
      },
    },
  },
  '/v1/users': {
    post: {
      summary: 'Invite someone to the company; the invitation mail links to the console (owner, admin)',
      requestBody: jsonBody(companyUserInviteSchema),
      responses: {
        201: jsonResponse('The invitation as a row of the list', userItem),
        400: problemResponse('Field issues'),
        409: problemResponse('company.already_member, company.invitation_limit'),
        ...signedInProblems,
      },
    },
  },
  '/v2/employer-panel/users/{id}': {
    patch: {
      summary: "Change a member's role or name, or an invitation's (owner, admin)",
      parameters: [idParameter],
      requestBody: jsonBody(companyUserUpdateSchema),
      responses: {
        200: jsonResponse('The row', userItem),
        400: problemResponse('Field issues'),
        404: problemResponse('not_found: no such user in your company'),
        409: problemResponse('company.last_owner'),
        ...signedInProblems,
      },
    },
    delete: {
      summary:
        'Remove a member (their sessions lose the company at once) or cancel an invitation (owner, admin)',
      parameters: [idParameter],
      responses: {
        200: jsonResponse('The removed row', userItem),
        404: problemResponse('not_found: no such user in your company'),
        409: problemResponse('company.last_owner'),
        ...signedInProblems,
      },
    },
  },
};
