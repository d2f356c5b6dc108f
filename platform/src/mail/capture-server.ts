import { randomUUID } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A mail as an inbox holds it: what tests assert on and what /dev/mailbox shows. */
export interface CapturedMail {
  readonly id: string;
  /** The `Message-ID` header, angle brackets included; null when the mail had none. */
  readonly messageId: string | null;
  /** The `From` address and its display name ('' when none). */
  readonly from: string;
  readonly fromName: string;
  /** Addresses in the `To` and `Cc` headers. */
  readonly to: readonly string[];
  readonly cc: readonly string[];
  /** What the SMTP session carried: MAIL FROM and every RCPT TO (Bcc recipients included). */
  readonly envelope: { readonly from: string | null; readonly to: readonly string[] };
  readonly subject: string;
  readonly text: string;
  /** The HTML part, or null for a text-only mail. */
  readonly html: string | null;
  /** ISO 8601, when the capture server accepted it. */
  readonly receivedAt: string;
  /** Lower-case names; raw (still MIME-encoded) values, unfolded; a repeated header's values joined by a newline. */
  readonly headers: Readonly<Record<string, string>>;
  readonly attachments: readonly { filename: string | null; contentType: string; size: number }[];
  /** Bytes of the whole message as received. */
  readonly size: number;
}

/** Somewhere mail can be read back from: the capture server, or an external catcher's API. */
export interface MailInbox {
  /**
   * The first mail (already kept or still to come) the predicate accepts. Rejects after `timeoutMs`
   * saying what did arrive, so a failing test shows why.
   */
  waitFor(predicate: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
}

/** Read access to captured mail: what /dev/mailbox needs. */
export interface CapturedMailStore {
  /** Newest first. */
  list(): readonly CapturedMail[];
  get(id: string): CapturedMail | undefined;
  clear(): void;
}

export interface CaptureServer extends MailInbox, CapturedMailStore {
  /** `smtp://127.0.0.1:<port>`: hand it to the SMTP adapter. */
  readonly url: string;
  readonly port: number;
  /** Stops listening, drops open sessions and fails pending `waitFor`s. */
  stop(): Promise<void>;
}

export interface CaptureServerOptions {
  /** Interface to listen on; loopback unless a container needs otherwise. */
  readonly host?: string;
  /** 0 (default): any free port. */
  readonly port?: number;
  /** How many mails to keep; older ones are forgotten. */
  readonly keep?: number;
  /** Larger messages are refused with 552. */
  readonly maxMessageBytes?: number;
  readonly now?: () => Date;
  /** Called for each kept mail (the runtime logs a line with the mailbox link). */
  readonly onMail?: (mail: CapturedMail) => void;
  /**
   * False: every message is taken and counted (`onReceived` with its size) but neither parsed nor
   * kept — a relay for load tests, whose own parsing would otherwise share the machine being measured.
   * Default true.
   */
  readonly parse?: boolean;
  readonly onReceived?: (bytes: number) => void;
  /** SMTP session errors (a client hanging up mid-message); the server keeps running. */
  readonly onError?: (error: Error) => void;
}

const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .flatMap((entry) => (entry.group ? entry.group : [entry]))
    .map((entry) => entry.address ?? '')
    .filter((address) => address !== '');

function headersOf(parsed: ParsedMail): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    headers[key] = key in headers ? `${headers[key]}\n${value}` : value;
  }
  return headers;
}

function toCapturedMail(
  parsed: ParsedMail,
  envelope: { from: string | null; to: string[] },
  size: number,
  receivedAt: Date,
): CapturedMail {
  const sender = parsed.from?.value[0];
  return {
    id: randomUUID(),
    messageId: parsed.messageId ?? null,
    from: sender?.address ?? '',
    fromName: sender?.name ?? '',
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    envelope,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? null : parsed.html,
    receivedAt: receivedAt.toISOString(),
    headers: headersOf(parsed),
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? null,
      contentType: attachment.contentType,
      size: attachment.size,
    })),
    size,
  };
}

const describeKept = (mails: readonly CapturedMail[]) =>
  mails.length === 0
    ? 'no mail arrived at all'
    : `${mails.length} kept, newest first: ${mails
        .slice(0, 10)
        .map((mail) => `"${mail.subject}" → ${mail.to.join(', ')}`)
        .join('; ')}`;

/** Fails a `waitFor` with what the inbox did hold, so the test output explains itself. */
export function noMatchingMail(timeoutMs: number, kept: readonly CapturedMail[]): Error {
  return new Error(`No matching mail arrived within ${timeoutMs} ms (${describeKept(kept)}).`);
}

interface Waiter {
  readonly predicate: (mail: CapturedMail) => boolean;
  readonly resolve: (mail: CapturedMail) => void;
  readonly reject: (error: Error) => void;
}

/**
 * A real SMTP server that keeps what it receives instead of delivering it: the mail back-end when
 * SMTP_URL is unset, and the inbox tests read from. No AUTH, no STARTTLS (loopback only), every
 * recipient accepted; each message is parsed with mailparser and the last `keep` are held in memory.
 */
export async function startCaptureServer(options: CaptureServerOptions = {}): Promise<CaptureServer> {
  const keep = options.keep ?? 500;
  const now = options.now ?? (() => new Date());
  const maxMessageBytes = options.maxMessageBytes ?? 10 * 1024 * 1024;
  const mails: CapturedMail[] = []; // oldest first
  const tooLarge = () =>
    Object.assign(new Error(`Message exceeds ${maxMessageBytes} bytes`), { responseCode: 552 });
  const waiters = new Set<Waiter>();

  const capture = (mail: CapturedMail) => {
    mails.push(mail);
    if (mails.length > keep) mails.splice(0, mails.length - keep);
    for (const waiter of waiters) {
      let matches: boolean;
      try {
        matches = waiter.predicate(mail);
      } catch (error) {
        waiters.delete(waiter);
        waiter.reject(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      if (matches) {
        waiters.delete(waiter);
        waiter.resolve(mail);
      }
    }
    options.onMail?.(mail);
  };

  const server = new SMTPServer({
    name: 'tablica-capture.localhost',
    banner: 'Tablica capture server: mail is kept, never delivered',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    size: maxMessageBytes,
    logger: false,
    socketTimeout: 30_000,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const envelope = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
        to: session.envelope.rcptTo.map((recipient: SMTPServerAddress) => recipient.address),
      };
      if (options.parse === false) {
        stream.resume();
        stream.once('end', () => {
          if (stream.sizeExceeded) return callback(tooLarge());
          options.onReceived?.(stream.byteLength);
          callback(null, 'Received');
        });
        return;
      }
      simpleParser(stream, { skipTextToHtml: true, skipTextLinks: true }).then(
        (parsed) => {
          if (stream.sizeExceeded) return callback(tooLarge());
          const mail = toCapturedMail(parsed, envelope, stream.byteLength, now());
          capture(mail);
          callback(null, `Kept as ${mail.id}`);
        },
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', (error) => options.onError?.(error));

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.server.once('error', failed);
    server.listen(options.port ?? 0, host, () => {
      server.server.off('error', failed);
      resolve();
    });
  });
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the capture server has no address');
  const port = address.port;

  let stopped: Promise<void> | null = null;
  return {
    url: `smtp://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    list: () => [...mails].reverse(),
    get: (id) => mails.find((mail) => mail.id === id),
    clear: () => {
      mails.length = 0;
    },
    waitFor(predicate, timeoutMs = 5_000) {
      const kept = mails.find(predicate);
      if (kept) return Promise.resolve(kept);
      if (stopped) return Promise.reject(new Error('The capture server is stopped.'));
      return new Promise<CapturedMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(noMatchingMail(timeoutMs, [...mails].reverse()));
        }, timeoutMs);
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiters.add(waiter);
      });
    },
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        for (const waiter of waiters) waiter.reject(new Error('The capture server stopped.'));
        waiters.clear();
        server.close(() => resolve());
      });
      return stopped;
    },
  };
}
