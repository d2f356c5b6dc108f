import { describe, expect, it } from 'vitest';
import { parseSmtpUrl, redactSmtpUrl, SmtpMailer } from './smtp';

const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

describe('parseSmtpUrl', () => {
  it('smtp:// is STARTTLS-capable on 587 by default, smtps:// is TLS on 465', () => {
    expect(parseSmtpUrl('smtp://mail.example.com')).toEqual({
      host: 'mail.example.com',
      port: 587,
      secure: false,
      ...timeouts,
    });
    expect(parseSmtpUrl('smtps://mail.example.com')).toMatchObject({ port: 465, secure: true });
    expect(parseSmtpUrl('smtp://127.0.0.1:2525')).toMatchObject({ host: '127.0.0.1', port: 2525 });
    expect(parseSmtpUrl('smtp://[::1]:2525')).toMatchObject({ host: '::1', port: 2525 });
  });

  it('decodes credentials', () => {
    expect(parseSmtpUrl('smtps://apikey:p%40ss%3Aw%2Frd@smtp.example.com').auth).toEqual({
      user: 'apikey',
      pass: 'p@ss:w/rd',
    });
  });

  it('takes the known parameters and refuses the rest', () => {
    expect(
      parseSmtpUrl('smtp://h.example.com?requireTLS=true&pool=true&rejectUnauthorized=false&name=tablica.pl'),
    ).toMatchObject({ requireTLS: true, pool: true, tls: { rejectUnauthorized: false }, name: 'tablica.pl' });
    expect(() => parseSmtpUrl('smtp://h.example.com?debug=true')).toThrow(/unknown parameter "debug"/);
    expect(() => parseSmtpUrl('smtp://h.example.com?requireTLS=yes')).toThrow(/must be true or false/);
  });

  it('refuses other schemes and non-URLs without echoing the URL', () => {
    for (const url of [
      'http://user:s3cret@h.example.com',
      'smtp//user:s3cret@h',
      's3cret',
      'smtp://u:%E0%A4%A@h',
    ]) {
      let message = '';
      try {
        parseSmtpUrl(url);
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, url).toMatch(/SMTP_URL/);
      expect(message).not.toContain('s3cret');
    }
  });
});

describe('redactSmtpUrl and the mailer endpoint', () => {
  it('never shows credentials', () => {
    expect(redactSmtpUrl('smtps://apikey:s3cret@smtp.example.com:465')).toBe(
      'smtps://***@smtp.example.com:465',
    );
    expect(redactSmtpUrl('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525');
    const mailer = new SmtpMailer({
      url: 'smtp://user:s3cret@smtp.example.com',
      from: 'no-reply@tablica.localhost',
    });
    expect(mailer.endpoint).toBe('smtp://***@smtp.example.com');
    expect(JSON.stringify(mailer)).not.toContain('s3cret');
    expect(Object.values(mailer).join(' ')).not.toContain('s3cret');
  });

  it('a send that cannot connect fails without the password in the error', async () => {
    const mailer = new SmtpMailer({
      url: 'smtp://user:s3cret@127.0.0.1:1',
      from: 'no-reply@tablica.localhost',
    });
    const error = await mailer
      .send({ to: 'ala@example.com', subject: 'x', text: 'x', html: '<p>x</p>' })
      .then(
        () => new Error('the send succeeded'),
        (caught: unknown) => caught as Error,
      );
    expect(error).toBeInstanceOf(Error);
    expect(`${error.message} ${error.stack} ${JSON.stringify(error)}`).not.toContain('s3cret');
    await mailer.close();
  });

  it('refuses a bad sender at construction', () => {
    expect(() => new SmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'Tablica' })).toThrow(/sender/);
  });
});
