import type { ApplicationDoc, CandidateProfile, CandidateSignUp } from '@tablica/domain/accounts/candidates';
import { callApi, ProblemError, type FieldIssue } from '../../../lib/api-client';
import type { Locale } from '../../../lib/i18n/locale';

export type { ApplicationDoc, CandidateProfile };

/** A refusal from our API (the board's one problem reader, under the account feature's old name). */
export { ProblemError as AccountApiError, type FieldIssue };

const call = callApi;

const panel = '/api/v2/candidate-panel';

/** The profile, or null when nobody (or no candidate) is signed in. */
export async function getProfile(locale: Locale): Promise<CandidateProfile | null> {
  // Asking the session first keeps an anonymous visit free of refused (401) calls.
  const { account } = await call<{ account: { kind: string } | null }>('GET', '/api/v1/session', locale);
  if (account?.kind !== 'candidate') return null;
  try {
    return await call<CandidateProfile>('GET', `${panel}/profile`, locale);
  } catch (error) {
    if (error instanceof ProblemError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

export const signUp = (input: CandidateSignUp, locale: Locale) =>
  call<{ message: string }>('POST', '/api/v1/candidates/sign_up', locale, { ...input, locale });

export const confirmEmail = (token: string, locale: Locale) =>
  call<{ confirmed: true }>('PATCH', '/api/v1/users/confirm', locale, { confirmation_token: token });

export const signIn = (email: string, password: string, locale: Locale) =>
  call<{ user: { kind: string } }>('POST', '/api/v1/oauth/token', locale, {
    grant_type: 'password',
    username: email,
    password,
  });

export const requestPasswordReset = (email: string, locale: Locale) =>
  call<{ message: string }>('POST', '/api/v1/users/password', locale, { email });

export const resetPassword = (
  token: string,
  password: { password: string; password_confirmation: string },
  locale: Locale,
) =>
  call<{ message: string }>('PATCH', '/api/v1/users/password', locale, {
    reset_password_token: token,
    ...password,
  });

export const signOut = (locale: Locale) => call<void>('POST', '/api/v1/oauth/revoke', locale);

export const updateNames = (names: { firstName: string; lastName: string }, locale: Locale) =>
  call<CandidateProfile>('PATCH', `${panel}/profile`, locale, names);

const form = (field: string, file: File) => {
  const data = new FormData();
  data.append(field, file);
  return data;
};

export const uploadAvatar = (file: File, locale: Locale) =>
  call<CandidateProfile>('PUT', `${panel}/profile/avatar`, locale, form('avatar', file));

export const removeAvatar = (locale: Locale) => call<void>('DELETE', `${panel}/profile/avatar`, locale);

export const addCv = (file: File, locale: Locale) =>
  call<ApplicationDoc>('POST', `${panel}/documents`, locale, form('cv', file));

export const replaceCv = (id: string, file: File, locale: Locale) =>
  call<ApplicationDoc>('PUT', `${panel}/documents/${encodeURIComponent(id)}`, locale, form('cv', file));

export const deleteCv = (id: string, locale: Locale) =>
  call<void>('DELETE', `${panel}/documents/${encodeURIComponent(id)}`, locale);

export const cvDownloadHref = (id: string) => `${panel}/documents/${encodeURIComponent(id)}/download`;
