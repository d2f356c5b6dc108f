import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpApp } from '../http/app-kit';
import { createLogger } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { startCaptureServer, type CaptureServer, type CapturedMail } from './capture-server';
import { mailboxRoutes } from './mailbox-routes';
import type { MailMessage } from './port';
import { SmtpMailer } from './smtp';

let capture: CaptureServer;
let mailer: SmtpMailer;
let app: Express;

beforeAll(async () => {
  capture = await startCaptureServer();
  mailer = new SmtpMailer({ url: capture.url, from: 'Tablica <no-reply@tablica.localhost>' });
  // The same middleware (helmet's CSP included) the server puts in front of its pages.
  app = createHttpApp({
    logger: createLogger('silent'),
    metrics: createMetrics(),
    production: false,
    servesPages: true,
  });
  app.use(mailboxRoutes(capture));
});
afterAll(async () => {
  await mailer.close();
  await capture.stop();
});
beforeEach(() => capture.clear());

const send = async (overrides: Partial<MailMessage> = {}): Promise<CapturedMail> => {
  const message: MailMessage = {
    to: 'ala.kowalska@example.com',
    subject: 'Potwierdź swój adres e-mail',
    text: 'Cześć Ala!\nKliknij: https://it.localhost/konto/potwierdz?token=abc123.\n',
    html: '<h1>Cześć Ala!</h1><p><a href="https://it.localhost/konto/potwierdz?token=abc123">Potwierdź</a></p>',
    locale: 'pl',
    tags: ['verification'],
    ...overrides,
  };
  const sent = await mailer.send(message);
  return capture.waitFor((mail) => mail.messageId === sent.messageId);
};

const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';

describe('/dev/mailbox', () => {
  it('lists captured mails, newest first, in Polish by default', async () => {
    await send({ subject: 'Pierwsza wiadomość' });
    await send({ subject: 'Reset your password', locale: 'en', to: 'bob@example.com' });
    const page = await request(app).get('/dev/mailbox').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('<html lang="pl">');
    expect(page.text).toContain('Skrzynka deweloperska');
    expect(page.text).toContain('2 wiadomości');
    const [first, second] = ['Reset your password', 'Pierwsza wiadomość'].map((subject) =>
      page.text.indexOf(subject),
    );
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first!);
    const [newest] = capture.list();
    expect(page.text).toContain(`href="/dev/mailbox/messages/${newest!.id}?lang=pl"`);
    expect(page.text).toContain('bob@example.com');
    expect(page.text).not.toMatch(/<script/i);
  });

  it('says so when the mailbox is empty', async () => {
    const page = await request(app).get('/dev/mailbox?lang=en').expect(200);
    expect(page.text).toContain('The mailbox is empty.');
    expect(page.text).toContain('0 messages');
  });

  it('speaks English with ?lang=en or an English Accept-Language, Polish with ?lang=pl', async () => {
    const byQuery = await request(app).get('/dev/mailbox?lang=en').set('Accept-Language', 'pl');
    expect(byQuery.text).toContain('<html lang="en">');
    expect(byQuery.text).toContain('Development mailbox');
    const byHeader = await request(app).get('/dev/mailbox').set('Accept-Language', 'en-GB,en;q=0.9');
    expect(byHeader.text).toContain('Development mailbox');
    const polish = await request(app).get('/dev/mailbox?lang=pl').set('Accept-Language', 'en');
    expect(polish.text).toContain('Skrzynka deweloperska');
    expect(polish.text).toContain('href="/dev/mailbox?lang=en"'); // the switch to the other language
  });

  it('shows one mail: subject, sender, recipients, date, plain text and the HTML in a sandboxed frame', async () => {
    const mail = await send();
    const page = await request(app).get(`/dev/mailbox/messages/${mail.id}?lang=en`).expect(200);
    expect(page.text).toContain('<h2>Potwierdź swój adres e-mail</h2>');
    expect(page.text).toContain('Tablica &lt;no-reply@tablica.localhost&gt;');
    expect(page.text).toContain('ala.kowalska@example.com');
    expect(page.text).toContain(`<time datetime="${mail.receivedAt}">`);
    expect(page.text).toContain('<dt>Language</dt><dd>pl</dd>');
    expect(page.text).toContain('<dt>Tags</dt><dd>verification</dd>');
    // The plain text, its link clickable.
    expect(page.text).toContain(
      '<a href="https://it.localhost/konto/potwierdz?token=abc123" target="_blank" rel="noopener noreferrer">https://it.localhost/konto/potwierdz?token=abc123</a>.',
    );
    const iframe = /<iframe\b[^>]*>/.exec(page.text)?.[0] ?? '';
    const sandbox = /\ssandbox="([^"]*)"/.exec(iframe)?.[1];
    expect(sandbox).toBeDefined();
    expect(sandbox!.split(/\s+/)).not.toContain('allow-scripts');
    expect(sandbox!.split(/\s+/)).not.toContain('allow-same-origin');
    expect(iframe).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;h1&gt;Cześć Ala!&lt;/h1&gt;');
    expect(page.text).toContain('class="current" aria-current="page"');
    expect(page.text).not.toMatch(/<script/i);
  });

  it('escapes a hostile subject, sender name, text and HTML body everywhere', async () => {
    const mail = await send({
      subject: hostile,
      text: hostile,
      html: `<p>${hostile}</p><script>alert(3)</script>`,
    });
    for (const path of ['/dev/mailbox', `/dev/mailbox/messages/${mail.id}`]) {
      const page = await request(app).get(path).expect(200);
      expect(page.text, path).not.toMatch(/<script/i);
      expect(page.text, path).not.toMatch(/<img/i);
      expect(page.text, path).toContain(
        '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;',
      );
    }
    const detail = await request(app).get(`/dev/mailbox/messages/${mail.id}`);
    expect(detail.text).toContain('&lt;script&gt;alert(3)&lt;/script&gt;'); // inert, inside srcdoc
  });

  it('answers 404 for an unknown mail: a page, or problem+json', async () => {
    const page = await request(app).get('/dev/mailbox/messages/no-such-id?lang=en').expect(404);
    expect(page.text).toContain('There is no such message');
    const json = await request(app).get('/dev/mailbox/messages/no-such-id.json').expect(404);
    expect(json.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(json.body).toMatchObject({ status: 404, code: 'mailbox.message_not_found' });
  });

  it('serves the mails as JSON for tests and tools', async () => {
    const older = await send({ subject: 'Starsza' });
    const newer = await send({ subject: 'Nowsza', to: ['a@example.com', 'b@example.com'] });
    const list = await request(app).get('/dev/mailbox/messages.json').expect(200);
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.body.messages.map((mail: CapturedMail) => mail.id)).toEqual([newer.id, older.id]);
    const one = await request(app).get(`/dev/mailbox/messages/${newer.id}.json`).expect(200);
    expect(one.body).toEqual(JSON.parse(JSON.stringify(newer)));
    expect(one.body).toMatchObject({
      subject: 'Nowsza',
      from: 'no-reply@tablica.localhost',
      fromName: 'Tablica',
      to: ['a@example.com', 'b@example.com'],
      headers: { 'content-language': 'pl' },
    });
    expect(one.body.html).toContain('<h1>Cześć Ala!</h1>');
  });

  it('empties the mailbox with DELETE, and with the page form (303 back to the list)', async () => {
    await send();
    await request(app).delete('/dev/mailbox/messages').expect(204);
    expect(capture.list()).toEqual([]);
    await send();
    const cleared = await request(app).post('/dev/mailbox/clear?lang=en').expect(303);
    expect(cleared.headers.location).toBe('/dev/mailbox?lang=en');
    expect(capture.list()).toEqual([]);
  });

  it('refuses to be emptied from another site', async () => {
    await send();
    await request(app).post('/dev/mailbox/clear').set('Origin', 'https://evil.example').expect(403);
    await request(app).post('/dev/mailbox/clear').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await request(app).delete('/dev/mailbox/messages').set('Origin', 'null').expect(403);
    expect(capture.list()).toHaveLength(1);
    await request(app)
      .post('/dev/mailbox/clear')
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'same-site')
      .expect(403);
    expect(capture.list()).toHaveLength(1);
    // What Chromium sends for the page's own form under Referrer-Policy: no-referrer.
    await request(app)
      .post('/dev/mailbox/clear')
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(303);
    await send();
    await request(app)
      .post('/dev/mailbox/clear')
      .set('Host', 'it.localhost:3000')
      .set('Origin', 'http://it.localhost:3000')
      .expect(303);
    expect(capture.list()).toEqual([]);
  });
});
