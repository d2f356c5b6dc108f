import { z } from 'zod';
import { ValidationError, type FieldIssue } from '@tablica/domain/errors';

export const mailLocales = ['pl', 'en'] as const;
export type MailLocale = (typeof mailLocales)[number];

/** One mail to send: both parts are required, so every client shows something sensible. */
export interface MailMessage {
  /** One plain address (`ala@example.com`) or several; display names are not accepted here. */
  readonly to: string | readonly string[];
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** The recipient's language; travels as `Content-Language`. */
  readonly locale?: MailLocale;
  /** Short machine labels (`verification`, `password-reset`); travel as `X-Tablica-Tags`. */
  readonly tags?: readonly string[];
  /**
   * A one-click unsubscribe URL (RFC 8058): travels as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`; the URL must take a POST without cookies.
   */
  readonly listUnsubscribe?: string;
}

export interface SentMail {
  /** The `Message-ID` header the mail went out with, angle brackets included. */
  readonly messageId: string;
  /** Recipients the server refused while accepting the others (an all-refused send throws). */
  readonly rejected: readonly string[];
}

/** The mail port: the one way Tablica sends mail. Adapters validate with `parseMailMessage` first. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

export const maxRecipients = 50;
const maxSubjectLength = 250;
const maxBodyLength = 1_000_000;

/**
 * Characters that must never reach a header: CR and LF would start a new header line (header
 * injection); the other C0/C1 controls and the Unicode line and paragraph separators have no business
 * in a subject either and some clients treat them as line breaks.
 */
// eslint-disable-next-line no-control-regex
export const headerBreakingCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const issueText: Record<string, string> = {
  'mail.invalid_address': 'is not a plain e-mail address (like ala@example.com)',
  'mail.no_recipient': 'needs at least one recipient',
  'mail.too_many_recipients': `takes at most ${maxRecipients} recipients`,
  'mail.subject_required': 'must not be empty',
  'mail.subject_too_long': `must be at most ${maxSubjectLength} characters`,
  'mail.header_line_break': 'must not contain line breaks or control characters',
  'mail.body_required': 'must not be empty',
  'mail.body_too_long': `must be at most ${maxBodyLength} characters`,
  'mail.invalid_locale': `must be one of ${mailLocales.join(', ')}`,
  'mail.invalid_tag': 'must be 1-64 characters of a-z, 0-9, dot, dash or underscore',
  'mail.invalid_unsubscribe': 'must be an http(s) URL without spaces or angle brackets',
};

/**
 * zod's default e-mail pattern: an ASCII local part without leading, trailing or doubled dots and a
 * domain with a letter TLD. It has no room for spaces, commas, angle brackets or line breaks, so an
 * address can neither smuggle a second recipient nor a header.
 */
export const emailAddress = z.email({ error: 'mail.invalid_address' }).max(254, 'mail.invalid_address');

const body = z
  .string({ error: 'mail.body_required' })
  .max(maxBodyLength, 'mail.body_too_long')
  .refine((value) => value.trim().length > 0, 'mail.body_required');

export const mailMessageSchema = z.object({
  to: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(emailAddress, { error: 'mail.invalid_address' })
      .min(1, 'mail.no_recipient')
      .max(maxRecipients, 'mail.too_many_recipients'),
  ),
  subject: z
    .string({ error: 'mail.subject_required' })
    .refine((value) => !headerBreakingCharacters.test(value), 'mail.header_line_break')
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, 'mail.subject_required')
    .refine((value) => value.length <= maxSubjectLength, 'mail.subject_too_long'),
  html: body,
  text: body,
  locale: z.enum(mailLocales, { error: 'mail.invalid_locale' }).optional(),
  tags: z
    .array(z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'mail.invalid_tag'), {
      error: 'mail.invalid_tag',
    })
    .max(10, 'mail.invalid_tag')
    .optional(),
  listUnsubscribe: z
    .string()
    .regex(/^https?:\/\/[^\s<>]+$/, 'mail.invalid_unsubscribe')
    .refine((value) => !headerBreakingCharacters.test(value), 'mail.invalid_unsubscribe')
    .optional(),
});

export type ValidMailMessage = z.output<typeof mailMessageSchema>;

/** Checks a message before anything is sent; throws a ValidationError naming each bad field. */
export function parseMailMessage(message: unknown): ValidMailMessage {
  const result = mailMessageSchema.safeParse(message);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => {
    const path = issue.path.join('.');
    const code = Object.hasOwn(issueText, issue.message) ? issue.message : 'mail.invalid';
    return { path, code, message: `${path || 'message'} ${issueText[code] ?? issue.message}` };
  });
  throw new ValidationError(
    issues,
    `The mail was not sent: ${issues.map((issue) => issue.message).join('; ')}.`,
  );
}

/** `Name <address>` or a bare address, as MAIL_FROM holds it; the parts are validated like a message. */
export function parseSender(from: string): { name: string; address: string } {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/.exec(from);
  const name = (match?.[1] ?? '').trim();
  const address = match?.[2] ?? match?.[3] ?? '';
  if (!match || headerBreakingCharacters.test(from) || !emailAddress.safeParse(address).success)
    throw new ValidationError(
      [{ path: 'from', code: 'mail.invalid_sender', message: 'from is not a valid sender' }],
      `The sender must look like "Tablica <no-reply@tablica.localhost>" or "no-reply@tablica.localhost" (got "${from.replace(new RegExp(headerBreakingCharacters, 'g'), '?')}").`,
    );
  return { name, address };
}
