import type { Logger } from '../observability/logger';
import { startCaptureServer, type CaptureServer } from './capture-server';
import type { Mailer } from './port';
import { SmtpMailer } from './smtp';

export interface MailOptions {
  /** SMTP_URL; unset: a capture server is started and mail goes to it over real SMTP. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM, e.g. `Tablica <no-reply@tablica.localhost>`. */
  readonly from: string;
  readonly logger: Logger;
  /** Where /dev/mailbox is served, for the log line that points people to it. */
  readonly mailboxUrl?: string;
  readonly production?: boolean;
}

export interface Mail {
  readonly mailer: Mailer;
  /** The capture server when SMTP_URL is unset (mount /dev/mailbox over it outside production). */
  readonly capture: CaptureServer | null;
  close(): Promise<void>;
}

/**
 * The mail port selected by SMTP_URL. Without one, mail still travels over SMTP through nodemailer, to
 * a capture server on 127.0.0.1 that keeps it for /dev/mailbox and tests.
 */
export async function openMail({
  smtpUrl,
  from,
  logger,
  mailboxUrl,
  production,
}: MailOptions): Promise<Mail> {
  const log = logger.child({ component: 'mail' });
  if (smtpUrl) {
    const mailer = new SmtpMailer({ url: smtpUrl, from });
    log.info({ smtp: mailer.endpoint }, 'mail goes out through SMTP');
    return { mailer, capture: null, close: () => mailer.close() };
  }
  const capture = await startCaptureServer({
    // Addresses are personal data: logged only where they are made-up development ones.
    onMail: (mail) =>
      log.info(
        { id: mail.id, subject: mail.subject, ...(production ? {} : { to: mail.to }) },
        'mail captured',
      ),
    onError: (error) => log.warn({ err: error }, 'capture server session failed'),
  });
  // Pooled: the capture server greets each new connection only after 100 ms, which adds up in tests.
  const mailer = new SmtpMailer({ url: `${capture.url}?pool=true`, from });
  if (production)
    log.warn(
      { smtp: capture.url },
      'SMTP_URL is unset in production: mail is captured and nobody receives it',
    );
  else
    log.info(
      { smtp: capture.url, ...(mailboxUrl ? { mailbox: mailboxUrl } : {}) },
      'SMTP_URL is unset: mail is captured and shown at /dev/mailbox',
    );
  return {
    mailer,
    capture,
    async close() {
      await mailer.close();
      await capture.stop();
    },
  };
}
