import type { CompanyUserInvite, CompanyUserUpdate } from '@tablica/domain/accounts/users';
import { HttpError } from 'react-admin';
import { apiFailure, formErrorsOf, problemCode, type CallApi } from '../api';
import type { CompanyUser } from './types';

/** The list answers at most this many rows at once; a company has far fewer users. */
const wholeList = JSON.stringify([0, 999]);

/** There is no call for one user: the (short) list is read and the user picked from it. */
export async function fetchCompanyUser(call: CallApi, id: string): Promise<CompanyUser> {
  const users = await call<CompanyUser[]>(`/v2/employer-panel/users?range=${encodeURIComponent(wholeList)}`);
  const user = users.find((candidate) => candidate.id === id);
  if (!user) throw apiFailure(404, { code: 'not_found' });
  return user;
}

/** `POST /api/v1/users`: sends the invitation mail; the answer is the list's new "invited" row. */
export function inviteCompanyUser(call: CallApi, invite: CompanyUserInvite): Promise<CompanyUser> {
  const { name, email, role, locale } = invite;
  return call<CompanyUser>('/v1/users', { method: 'POST', json: { name, email, role, locale } });
}

/** Only the name and the role change; the rest of the row (e-mail, status) is the API's. */
export function updateCompanyUser(
  call: CallApi,
  id: string,
  changes: CompanyUserUpdate,
): Promise<CompanyUser> {
  const { name, role } = changes;
  return call<CompanyUser>(`/v2/employer-panel/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    json: { name, role },
  });
}

/**
 * A failed invitation or change as react-admin's forms take it: field errors in `body.errors`; a person
 * who is already in the company or invited is told so on the e-mail input.
 */
export function userFormError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const code = problemCode(error.body);
  if (code === 'company.already_member' || code === 'company.already_invited') {
    return new HttpError('ra.message.invalid_form', error.status, {
      ...error.body,
      errors: { email: `problems.${code}` },
    });
  }
  const errors = error.status === 400 ? formErrorsOf(error.body) : {};
  if (Object.keys(errors).length === 0) return error;
  return new HttpError('ra.message.invalid_form', error.status, { ...error.body, errors });
}
