import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { parseMailMessage, parseSender, type Mailer, type MailMessage, type SentMail } from './port';

/** Query parameters an SMTP URL may carry; anything else is refused rather than silently ignored. */
const booleanParams = ['requireTLS', 'ignoreTLS', 'pool'] as const;
const allowedParams = new Set<string>([...booleanParams, 'rejectUnauthorized', 'name']);

export type SmtpTransportOptions = SMTPTransport.Options & { pool?: boolean };

/**
 * Transport options from `smtp://[user:pass@]host[:port][?requireTLS=true]` (STARTTLS when the server
 * offers it, required with `requireTLS`) or `smtps://…` (TLS from the first byte, port 465 by default).
 * `pool=true` keeps a few connections open for bursts (alerts). Errors name the problem, never the URL:
 * it may hold a password.
 */
export function parseSmtpUrl(url: string): SmtpTransportOptions {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('SMTP_URL is not a URL (expected smtp://[user:password@]host[:port])');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must start with smtp:// or smtps:// (got ${parsed.protocol}//)`);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new Error('SMTP_URL has no host');
  const secure = parsed.protocol === 'smtps:';
  const options: SmtpTransportOptions = {
    host,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    // A dead server must fail a send (and let the job retry), not hang it for the library's 10 minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  if (parsed.username || parsed.password) {
    try {
      options.auth = { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) };
    } catch {
      throw new Error('SMTP_URL credentials are not properly percent-encoded');
    }
  }
  for (const [key, value] of parsed.searchParams) {
    if (!allowedParams.has(key))
      throw new Error(`SMTP_URL has an unknown parameter "${key}" (known: ${[...allowedParams].join(', ')})`);
    if (key === 'name') options.name = value;
    else if (value !== 'true' && value !== 'false')
      throw new Error(`SMTP_URL parameter "${key}" must be true or false`);
    else if (key === 'rejectUnauthorized') options.tls = { rejectUnauthorized: value === 'true' };
    else options[key as (typeof booleanParams)[number]] = value === 'true';
  }
  return options;
}

/** The URL without its credentials, for logs and error messages. */
export function redactSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const credentials = parsed.username || parsed.password ? '***@' : '';
    return `${parsed.protocol}//${credentials}${parsed.host}`;
  } catch {
    return '(an unparsable SMTP URL)';
  }
}

export interface SmtpMailerOptions {
  /** `smtp://` or `smtps://` URL (SMTP_URL, or the capture server's URL). */
  readonly url: string;
  /** The sender, `Name <address>` or a bare address (MAIL_FROM). */
  readonly from: string;
}

const addressOf = (entry: string | { address: string }) =>
  typeof entry === 'string' ? entry : entry.address;

/**
 * Characters of HTML and text above which a mail's parts go base64-encoded (a digest of a few offers
 * is past it; short mails stay readable quoted-printable).
 */
const longMail = 2_000;

/** The mail port over SMTP with nodemailer: one connection per mail unless the URL says `pool=true`. */

export class SmtpMailer implements Mailer {
  readonly #transport: Transporter<SMTPTransport.SentMessageInfo, SMTPTransport.Options>;
  readonly #from: { name: string; address: string };
  /** Where mail goes, without credentials: safe to log. */
  readonly endpoint: string;

  constructor(options: SmtpMailerOptions) {
    this.#from = parseSender(options.from);
    this.endpoint = redactSmtpUrl(options.url);
    this.#transport = nodemailer.createTransport(parseSmtpUrl(options.url));
  }

  get from(): { name: string; address: string } {
    return { ...this.#from };
  }

  async send(message: MailMessage): Promise<SentMail> {
    const mail = parseMailMessage(message);
    const domain = this.#from.address.split('@')[1];
    const headers: Record<string, string> = {
      // RFC 3834: a machine wrote this; auto-responders stay quiet.
      'Auto-Submitted': 'auto-generated',
    };
    if (mail.locale) headers['Content-Language'] = mail.locale;
    if (mail.tags?.length) headers['X-Tablica-Tags'] = mail.tags.join(' ');
    if (mail.listUnsubscribe) {
      headers['List-Unsubscribe'] = `<${mail.listUnsubscribe}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    const info = await this.#transport.sendMail({
      from: this.#from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${randomUUID()}@${domain}>`,
      headers,
      // Long mails (a digest lists up to 50 offers) in base64: nodemailer's quoted-printable encoder
      // and its choice of encoding walk the text in JavaScript (~10 ms of CPU a digest); base64 is
      // native and needs no choice.
      ...(mail.html.length + mail.text.length > longMail ? { textEncoding: 'base64' as const } : {}),
    });
    return { messageId: info.messageId, rejected: info.rejected.map(addressOf) };
  }

  /** Connects and, with credentials, logs in: a start-up or health check that sends nothing. */
  async verify(): Promise<void> {
    await this.#transport.verify();
  }

  async close(): Promise<void> {
    this.#transport.close();
  }
}
