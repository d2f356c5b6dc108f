import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '@tablica/domain/errors';
import type { CapturedMail, MailInbox } from './capture-server';
import type { Mailer, MailMessage } from './port';

export interface MailContractHarness {
  readonly mailer: Mailer;
  /** Where the SMTP server's mail can be read back. */
  readonly inbox: MailInbox;
  /** The sender the mailer was built with. */
  readonly from: { readonly name: string; readonly address: string };
  cleanup(): Promise<void>;
}

/** How long a mail that was never sent is looked for before the test believes it. */
const absenceWindowMs = 750;

const bare = (messageId: string | null) => messageId?.replace(/^<|>$/g, '') ?? null;

/** The mail port contract: every adapter, over every SMTP server, must pass all of it. */
export function mailContract(
  name: string,
  createHarness: () => Promise<MailContractHarness>,
  skipReason?: string,
) {
  const suite = skipReason ? describe.skip : describe;
  if (skipReason) console.warn(`[skipped] mail contract for ${name}: ${skipReason}`);
  suite(`mail contract: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let harness: MailContractHarness;
    beforeAll(async () => {
      harness = await createHarness();
    });
    afterAll(async () => harness?.cleanup());

    // Every test marks its mails with a token of its own: an external inbox is shared.
    const token = () => randomUUID().slice(0, 8);
    const withToken = (mark: string) => (mail: CapturedMail) => mail.subject.includes(mark);
    const message = (mark: string, overrides: Partial<MailMessage> = {}): MailMessage => ({
      to: 'ala.kowalska@example.com',
      subject: `Potwierdź swój adres e-mail [${mark}]`,
      text: `Cześć Ala!\n\nKliknij: https://tablica.localhost/verify?token=${mark}\n`,
      html: `<p>Cześć <b>Ala</b>!</p><p><a href="https://tablica.localhost/verify?token=${mark}">Potwierdź</a></p>`,
      ...overrides,
    });

    it('delivers subject, sender, recipient and both parts, Polish diacritics intact', async () => {
      const mark = token();
      const subject = `Zażółć gęślą jaźń — ŻÓŁĆ GĘŚLĄ JAŹŃ [${mark}]`;
      const text = `Źdźbło łąki, pięść, się, śmiech: zażółć gęślą jaźń.\nZAŻÓŁĆ GĘŚLĄ JAŹŃ ${mark}`;
      const html = `<!doctype html><html><body><h1>Zażółć gęślą jaźń</h1><p>Źdźbło <em>łąki</em> ${mark}</p></body></html>`;
      const sent = await harness.mailer.send(
        message(mark, { subject, text, html, locale: 'pl', tags: ['verification'] }),
      );
      const mail = await harness.inbox.waitFor(withToken(mark));
      expect(mail.subject).toBe(subject);
      expect(mail.from).toBe(harness.from.address);
      expect(mail.fromName).toBe(harness.from.name);
      expect(mail.to).toEqual(['ala.kowalska@example.com']);
      expect(mail.text.trim()).toBe(text);
      expect(mail.html).toContain('<h1>Zażółć gęślą jaźń</h1>');
      expect(mail.html).toContain(`Źdźbło <em>łąki</em> ${mark}`);
      expect(bare(mail.messageId)).toBe(bare(sent.messageId));
      expect(sent.rejected).toEqual([]);
      expect(mail.headers['content-language']).toBe('pl');
      expect(mail.headers['x-tablica-tags']).toBe('verification');
      expect(mail.headers['auto-submitted']).toBe('auto-generated');
    });

    it('says an English mail is English', async () => {
      const mark = token();
      await harness.mailer.send(
        message(mark, {
          subject: `Reset your password [${mark}]`,
          text: 'Someone asked to reset your password.',
          html: '<p>Someone asked to reset your password.</p>',
          locale: 'en',
          tags: ['password-reset', 'accounts'],
        }),
      );
      const mail = await harness.inbox.waitFor(withToken(mark));
      expect(mail.headers['content-language']).toBe('en');
      expect(mail.headers['x-tablica-tags']).toBe('password-reset accounts');
    });

    it('sends one message to several recipients', async () => {
      const mark = token();
      const to = ['ala@example.com', 'bartek.nowak@example.org', 'celina+oferty@example.net'];
      const sent = await harness.mailer.send(message(mark, { to }));
      const mail = await harness.inbox.waitFor(withToken(mark));
      expect([...mail.to].sort()).toEqual([...to].sort());
      expect([...mail.envelope.to].sort()).toEqual([...to].sort());
      expect(sent.rejected).toEqual([]);
    });

    it('rejects a bad recipient before anything is sent', async () => {
      const mark = token();
      for (const to of [
        'not-an-address',
        'ala@example',
        'Ala Kowalska <ala@example.com>',
        'ala@example.com, eve@example.com',
        'ala@example.com\r\nBcc: eve@example.com',
        ['ala@example.com', 'broken@'],
        [],
      ]) {
        const sending = harness.mailer.send(message(mark, { to }));
        await expect(sending, JSON.stringify(to)).rejects.toBeInstanceOf(ValidationError);
        await expect(sending).rejects.toMatchObject({
          issues: [expect.objectContaining({ path: expect.stringMatching(/^to/) })],
        });
      }
      await expect(harness.inbox.waitFor(withToken(mark), absenceWindowMs)).rejects.toThrow(
        /No matching mail/,
      );
    });

    it('rejects a header injection attempt in the subject before anything is sent', async () => {
      const mark = token();
      for (const subject of [
        `Witaj [${mark}]\r\nBcc: eve@example.com`,
        `Witaj [${mark}]\nBcc: eve@example.com`,
        `Witaj [${mark}]\rBcc: eve@example.com`,
        `Witaj [${mark}]\r\n\r\n<h1>a body of my own</h1>`,
        `Witaj [${mark}]\u2028Bcc: eve@example.com`,
      ]) {
        const sending = harness.mailer.send(message(mark, { subject }));
        await expect(sending).rejects.toBeInstanceOf(ValidationError);
        await expect(sending).rejects.toMatchObject({
          issues: [{ path: 'subject', code: 'mail.header_line_break' }],
        });
      }
      await expect(
        harness.mailer.send(message(mark, { tags: ['ok', 'evil\r\nBcc: eve@example.com'] })),
      ).rejects.toBeInstanceOf(ValidationError);
      await expect(harness.inbox.waitFor(withToken(mark), absenceWindowMs)).rejects.toThrow(
        /No matching mail/,
      );
    });

    it('rejects a message without subject or text', async () => {
      const mark = token();
      await expect(harness.mailer.send(message(mark, { subject: '   ' }))).rejects.toMatchObject({
        issues: [{ path: 'subject', code: 'mail.subject_required' }],
      });
      await expect(harness.mailer.send(message(mark, { text: '' }))).rejects.toMatchObject({
        issues: [{ path: 'text', code: 'mail.body_required' }],
      });
      await expect(harness.inbox.waitFor(withToken(mark), absenceWindowMs)).rejects.toThrow(
        /No matching mail/,
      );
    });
  });
}
