/**
 * Problem codes the account and company calls answer with (besides the `errors.*` field keys). Each
 * has a text under `problems.<code>` in both catalogues; any other code reads as "something went wrong".
 */
export const problemCodes = [
  'auth.invalid_credentials',
  'auth.email_not_verified',
  'auth.too_many_attempts',
  'auth.invalid_token',
  'auth.unauthenticated',
  'auth.forbidden',
  'auth.role_forbidden',
  'auth.not_an_employer',
  'auth.account_conflict',
  'company.last_owner',
  'company.already_member',
  'company.already_invited',
  'company.invitation_limit',
  'company.invitation_refused',
  'not_found',
] as const;

export type ProblemCode = (typeof problemCodes)[number];

type Split<Code extends string> = Code extends `${infer Group}.${infer Name}` ? [Group, Name] : [Code];

/** `problems` in a catalogue: `{ auth: { invalid_token: '…' }, not_found: '…' }`, one text per code. */
export type ProblemTexts = {
  [Group in Split<ProblemCode>[0]]: Group extends ProblemCode
    ? string
    : { [Code in ProblemCode as Split<Code>[0] extends Group ? Split<Code>[1] & string : never]: string };
};
