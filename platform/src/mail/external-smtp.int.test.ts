import { mailContract } from './contract';
import { parseSender } from './port';
import { remoteInbox } from './remote-inbox';
import { SmtpMailer } from './smtp';

// An SMTP server that keeps what it receives and an API to read it back, e.g. docker-compose's
// Mailpit: SMTP_TEST_URL=smtp://localhost:1025 SMTP_TEST_INBOX_URL=http://localhost:8025
const url = process.env.SMTP_TEST_URL;
const inboxUrl = process.env.SMTP_TEST_INBOX_URL;
const from = process.env.SMTP_TEST_FROM || 'Tablica <no-reply@tablica.localhost>';

mailContract(
  'nodemailer → external SMTP server',
  async () => {
    const mailer = new SmtpMailer({ url: url!, from });
    await mailer.verify();
    return {
      mailer,
      inbox: remoteInbox(inboxUrl!),
      from: parseSender(from),
      cleanup: () => mailer.close(),
    };
  },
  url && inboxUrl
    ? undefined
    : `${[!url && 'SMTP_TEST_URL', !inboxUrl && 'SMTP_TEST_INBOX_URL'].filter(Boolean).join(' and ')} ${
        url || inboxUrl ? 'is' : 'are'
      } not set (no external SMTP server with a readable inbox on this machine)`,
);
