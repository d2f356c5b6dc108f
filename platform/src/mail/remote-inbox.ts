import { noMatchingMail, type CapturedMail, type MailInbox } from './capture-server';

/**
 * An inbox read over HTTP, for the contract suite against an external SMTP server: either Mailpit's
 * API (`http://localhost:8025`, what docker-compose runs) or another Tablica's mailbox
 * (`http://localhost:3000/dev/mailbox`). Credentials in the URL become a Basic Authorization header.
 */
export function remoteInbox(inboxUrl: string): MailInbox {
  const url = new URL(inboxUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (url.username || url.password)
    headers.authorization = `Basic ${Buffer.from(
      `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`,
    ).toString('base64')}`;
  url.username = '';
  url.password = '';
  const root = url.href.replace(/\/+$/, '');
  const getJson = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${root}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path} on the inbox answered ${response.status}`);
    return (await response.json()) as T;
  };
  const read = url.pathname.replace(/\/+$/, '').endsWith('/dev/mailbox')
    ? tablicaMailbox(getJson)
    : mailpit(getJson);
  return {
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const seen = await read();
        const match = seen.find(predicate);
        if (match) return match;
        if (Date.now() > deadline) throw noMatchingMail(timeoutMs, seen);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

type GetJson = <T>(path: string) => Promise<T>;

function tablicaMailbox(getJson: GetJson): () => Promise<CapturedMail[]> {
  return async () => (await getJson<{ messages: CapturedMail[] }>('/messages.json')).messages;
}

interface MailpitAddress {
  readonly Name: string;
  readonly Address: string;
}
interface MailpitSummary {
  readonly ID: string;
  readonly MessageID: string;
  readonly From: MailpitAddress | null;
  readonly To: MailpitAddress[] | null;
  readonly Cc: MailpitAddress[] | null;
  readonly Bcc: MailpitAddress[] | null;
  readonly Subject: string;
  readonly Created: string;
  readonly Size: number;
}
interface MailpitMessage extends MailpitSummary {
  readonly Text: string;
  readonly HTML: string;
  readonly Attachments: { FileName: string; ContentType: string; Size: number }[] | null;
}

/** Mailpit API v1; full messages are fetched once each and remembered (they do not change). */
function mailpit(getJson: GetJson): () => Promise<CapturedMail[]> {
  const known = new Map<string, CapturedMail>();
  const addresses = (list: MailpitAddress[] | null) => (list ?? []).map((entry) => entry.Address);
  return async () => {
    const { messages } = await getJson<{ messages: MailpitSummary[] }>('/api/v1/messages?limit=50');
    const mails: CapturedMail[] = [];
    for (const summary of messages) {
      let mail = known.get(summary.ID);
      if (!mail) {
        const id = encodeURIComponent(summary.ID);
        const message = await getJson<MailpitMessage>(`/api/v1/message/${id}`);
        const headers = await getJson<Record<string, string[]>>(`/api/v1/message/${id}/headers`);
        mail = {
          id: summary.ID,
          messageId: message.MessageID ? `<${message.MessageID.replace(/^<|>$/g, '')}>` : null,
          from: message.From?.Address ?? '',
          fromName: message.From?.Name ?? '',
          to: addresses(message.To),
          cc: addresses(message.Cc),
          envelope: {
            from: message.From?.Address ?? null,
            to: [...addresses(message.To), ...addresses(message.Cc), ...addresses(message.Bcc)],
          },
          subject: message.Subject,
          text: message.Text,
          html: message.HTML || null,
          receivedAt: summary.Created,
          headers: Object.fromEntries(
            Object.entries(headers).map(([name, values]) => [name.toLowerCase(), values.join('\n')]),
          ),
          attachments: (message.Attachments ?? []).map((attachment) => ({
            filename: attachment.FileName || null,
            contentType: attachment.ContentType,
            size: attachment.Size,
          })),
          size: summary.Size,
        };
        known.set(summary.ID, mail);
      }
      mails.push(mail);
    }
    return mails;
  };
}
