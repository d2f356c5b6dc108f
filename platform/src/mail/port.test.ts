import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '@tablica/domain/errors';
import { headerBreakingCharacters, parseMailMessage, parseSender } from './port';

const valid = {
  to: 'ala@example.com',
  subject: 'Potwierdź adres',
  text: 'Cześć!',
  html: '<p>Cześć!</p>',
};

const issuesOf = (message: unknown) => {
  try {
    parseMailMessage(message);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues.map((issue) => `${issue.path} ${issue.code}`);
  }
};

/** Subjects a mail can carry: any Unicode text (Polish or not) with no control characters. */
const printable = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 120 })
  .filter((value) => !headerBreakingCharacters.test(value) && value.trim().length > 0);
const breaking = fc.constantFrom('\r', '\n', '\r\n', '\u0000', '\u0085', '\u2028', '\u2029', '\t', '\u001b');

describe('parseMailMessage', () => {
  it('accepts a well-formed message, one recipient as a list, subject trimmed', () => {
    expect(
      parseMailMessage({ ...valid, subject: '  Cześć  ', locale: 'pl', tags: ['verification'] }),
    ).toEqual({
      ...valid,
      to: ['ala@example.com'],
      subject: 'Cześć',
      locale: 'pl',
      tags: ['verification'],
    });
  });

  it('accepts an http(s) one-click unsubscribe URL and refuses one that could break its header', () => {
    const url = 'https://it.tablica.pl/api/it/guests/job-alerts/a/b/unsubscribe?code=x.y';
    expect(parseMailMessage({ ...valid, listUnsubscribe: url }).listUnsubscribe).toBe(url);
    for (const bad of ['mailto:x@example.com', 'https://a.pl/>, <https://b.pl', 'https://a.pl/\r\nBcc: x'])
      expect(() => parseMailMessage({ ...valid, listUnsubscribe: bad })).toThrow(/listUnsubscribe/);
  });

  it('accepts any printable subject, Polish letters and emoji included', () => {
    fc.assert(
      fc.property(printable, (subject) => {
        expect(parseMailMessage({ ...valid, subject }).subject).toBe(subject.trim());
      }),
    );
  });

  it('refuses every subject with a line break or control character anywhere (header injection)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        breaking,
        fc.string({ maxLength: 40 }),
        (before, bad, after) => {
          expect(issuesOf({ ...valid, subject: `${before}${bad}${after}` })).toContain(
            'subject mail.header_line_break',
          );
        },
      ),
    );
  });

  it('refuses anything but plain addresses as recipients', () => {
    fc.assert(
      fc.property(fc.emailAddress(), breaking, fc.emailAddress(), (first, bad, second) => {
        expect(issuesOf({ ...valid, to: `${first}${bad}Bcc: ${second}` })).toEqual([
          'to.0 mail.invalid_address',
        ]);
      }),
    );
    expect(issuesOf({ ...valid, to: ['ala@example.com', 'Ala <ala@example.com>'] })).toEqual([
      'to.1 mail.invalid_address',
    ]);
    expect(issuesOf({ ...valid, to: [] })).toEqual(['to mail.no_recipient']);
    expect(issuesOf({ ...valid, to: Array.from({ length: 51 }, (_, i) => `u${i}@example.com`) })).toEqual([
      'to mail.too_many_recipients',
    ]);
  });

  it('names every bad field at once', () => {
    expect(
      issuesOf({ to: 'nope', subject: '', text: ' ', html: '', locale: 'de', tags: ['Not A Tag'] }).sort(),
    ).toEqual(
      [
        'to.0 mail.invalid_address',
        'subject mail.subject_required',
        'text mail.body_required',
        'html mail.body_required',
        'locale mail.invalid_locale',
        'tags.0 mail.invalid_tag',
      ].sort(),
    );
    expect(issuesOf({ ...valid, subject: 'x'.repeat(251) })).toEqual(['subject mail.subject_too_long']);
    expect(issuesOf(undefined)).not.toEqual([]);
  });

  it('says what is wrong in the error message', () => {
    expect(() => parseMailMessage({ ...valid, to: 'nope' })).toThrow(
      'The mail was not sent: to.0 is not a plain e-mail address (like ala@example.com).',
    );
  });
});

describe('parseSender', () => {
  it('reads "Name <address>", a quoted name and a bare address', () => {
    expect(parseSender('Tablica <no-reply@tablica.localhost>')).toEqual({
      name: 'Tablica',
      address: 'no-reply@tablica.localhost',
    });
    expect(parseSender('"Tablica – oferty pracy" <oferty@tablica.pl>')).toEqual({
      name: 'Tablica – oferty pracy',
      address: 'oferty@tablica.pl',
    });
    expect(parseSender('no-reply@tablica.localhost')).toEqual({
      name: '',
      address: 'no-reply@tablica.localhost',
    });
  });

  it('refuses anything else', () => {
    for (const from of ['', 'Tablica', 'Tablica <nope>', 'a@b.pl, c@d.pl', 'Tablica <a@b.pl>\r\nBcc: e@f.pl'])
      expect(() => parseSender(from), from).toThrow(ValidationError);
  });
});
