import { connect } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger';
import { startCaptureServer, type CaptureServer } from './capture-server';
import { mailContract } from './contract';
import { openMail } from './create';
import { SmtpMailer } from './smtp';

const from = 'Tablica <no-reply@tablica.localhost>';

mailContract('nodemailer → built-in capture server', async () => {
  const capture = await startCaptureServer();
  const mailer = new SmtpMailer({ url: capture.url, from });
  return {
    mailer,
    inbox: capture,
    from: { name: 'Tablica', address: 'no-reply@tablica.localhost' },
    async cleanup() {
      await mailer.close();
      await capture.stop();
    },
  };
});

const mail = (subject: string, to = 'ala@example.com') => ({
  to,
  subject,
  text: `${subject}: treść`,
  html: `<p>${subject}</p>`,
});

describe('capture server', () => {
  let capture: CaptureServer;
  let mailer: SmtpMailer;
  beforeAll(async () => {
    capture = await startCaptureServer({ keep: 3, maxMessageBytes: 64 * 1024 });
    mailer = new SmtpMailer({ url: capture.url, from });
  });
  afterAll(async () => {
    await mailer.close();
    await capture.stop();
  });

  it('listens on loopback only, on a port of its own', () => {
    expect(capture.url).toBe(`smtp://127.0.0.1:${capture.port}`);
    expect(capture.port).toBeGreaterThan(0);
  });

  it('keeps the newest mails, newest first; get, clear', async () => {
    capture.clear();
    for (const n of [1, 2, 3, 4, 5]) await mailer.send(mail(`Mail ${n}`));
    const kept = capture.list();
    expect(kept.map((m) => m.subject)).toEqual(['Mail 5', 'Mail 4', 'Mail 3']);
    expect(capture.get(kept[1]!.id)).toEqual(kept[1]);
    expect(capture.get('no-such-id')).toBeUndefined();
    expect(new Date(kept[0]!.receivedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(kept[2]!.receivedAt).getTime(),
    );
    capture.clear();
    expect(capture.list()).toEqual([]);
  });

  it('waitFor: resolves with a mail that arrives later, or one already kept', async () => {
    const waiting = capture.waitFor((m) => m.subject === 'Later', 5_000);
    await mailer.send(mail('Later'));
    const arrived = await waiting;
    expect(arrived.subject).toBe('Later');
    expect(await capture.waitFor((m) => m.subject === 'Later', 10)).toEqual(arrived);
  });

  it('waitFor: times out saying what did arrive', async () => {
    capture.clear();
    await mailer.send(mail('Something else', 'bartek@example.com'));
    await expect(capture.waitFor((m) => m.subject === 'Never', 100)).rejects.toThrow(
      /No matching mail arrived within 100 ms \(1 kept, newest first: "Something else" → bartek@example.com\)/,
    );
  });

  it('records the envelope: Bcc recipients are in it, not in the headers', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: capture.port, secure: false });
    await transport.sendMail({
      from: 'ktos@example.com',
      to: 'ala@example.com',
      cc: 'celina@example.com',
      bcc: 'ukryty@example.com',
      subject: 'Koperta',
      text: 'treść',
    });
    transport.close();
    const kept = await capture.waitFor((m) => m.subject === 'Koperta');
    expect(kept.to).toEqual(['ala@example.com']);
    expect(kept.cc).toEqual(['celina@example.com']);
    expect(kept.envelope).toEqual({
      from: 'ktos@example.com',
      to: ['ala@example.com', 'celina@example.com', 'ukryty@example.com'],
    });
    expect(kept.html).toBeNull();
    expect(kept.headers).not.toHaveProperty('bcc');
  });

  it('as a relay for load tests (parse: false): takes and counts each message, keeps none, refuses oversize', async () => {
    const sizes: number[] = [];
    const relay = await startCaptureServer({
      parse: false,
      maxMessageBytes: 64 * 1024,
      onReceived: (bytes) => sizes.push(bytes),
    });
    const sender = new SmtpMailer({ url: relay.url, from });
    try {
      await sender.send(mail('Pierwsza'));
      await sender.send(mail('Druga'));
      expect(sizes).toHaveLength(2);
      expect(sizes.every((bytes) => bytes > 100)).toBe(true);
      expect(relay.list()).toEqual([]);
      await expect(sender.send({ ...mail('Za duża'), text: 'x'.repeat(100 * 1024) })).rejects.toMatchObject({
        responseCode: 552,
      });
      expect(sizes).toHaveLength(2);
    } finally {
      await sender.close();
      await relay.stop();
    }
  });

  it('refuses a message over the size limit with 552', async () => {
    const big = 'x'.repeat(100 * 1024);
    await expect(mailer.send({ ...mail('Too big'), text: big })).rejects.toMatchObject({ responseCode: 552 });
    expect(capture.list().some((m) => m.subject === 'Too big')).toBe(false);
  });

  it('survives a client that hangs up mid-message', async () => {
    const socket = connect(capture.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('data', resolve));
    socket.write(
      'EHLO test\r\nMAIL FROM:<a@example.com>\r\nRCPT TO:<b@example.com>\r\nDATA\r\nSubject: half',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await mailer.send(mail('After the hang-up'));
    expect((await capture.waitFor((m) => m.subject === 'After the hang-up')).to).toEqual(['ala@example.com']);
  });

  it('stop: fails pending waits and closes the port', async () => {
    const own = await startCaptureServer();
    const pending = own.waitFor(() => false, 10_000);
    await own.stop();
    await expect(pending).rejects.toThrow(/stopped/);
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(own.port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.destroy() && false));
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    await own.stop(); // twice is fine
  });
});

describe('openMail', () => {
  const logger = createLogger('silent');

  it('without SMTP_URL: a capture server on loopback, reached over real SMTP', async () => {
    const mail = await openMail({ smtpUrl: undefined, from, logger });
    try {
      expect(mail.capture?.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      await mail.mailer.send({
        to: 'ala@example.com',
        subject: 'Przez SMTP',
        text: 'tak',
        html: '<p>tak</p>',
      });
      const kept = await mail.capture!.waitFor((m) => m.subject === 'Przez SMTP');
      expect(kept.from).toBe('no-reply@tablica.localhost');
    } finally {
      await mail.close();
    }
  });

  it('with SMTP_URL: no capture server; sending goes to that server', async () => {
    const elsewhere = await startCaptureServer();
    const mail = await openMail({ smtpUrl: elsewhere.url, from, logger });
    try {
      expect(mail.capture).toBeNull();
      await mail.mailer.send({
        to: 'ala@example.com',
        subject: 'Na zewnątrz',
        text: 'tak',
        html: '<p>tak</p>',
      });
      expect((await elsewhere.waitFor((m) => m.subject === 'Na zewnątrz')).to).toEqual(['ala@example.com']);
    } finally {
      await mail.close();
      await elsewhere.stop();
    }
  });
});
