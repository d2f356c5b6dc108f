import type { MailLocale, MailMessage } from '../mail/port';

/** The account mails, in the recipient's language, each with an HTML and a plain-text part. */
export type AccountMail =
  | { readonly kind: 'verification'; readonly name: string; readonly link: string }
  | { readonly kind: 'password-reset'; readonly name: string; readonly link: string }
  | { readonly kind: 'sign-up-attempt'; readonly name: string; readonly link: string }
  | {
      readonly kind: 'invitation';
      readonly company: string;
      readonly inviter: string;
      readonly role: string;
      readonly link: string;
    };

interface Text {
  readonly subject: string;
  readonly lines: readonly string[];
  readonly action: string;
  readonly after: string;
}

const roleNames: Record<MailLocale, Record<string, string>> = {
  en: { owner: 'owner', admin: 'administrator', recruiter: 'recruiter' },
  pl: { owner: 'właściciel', admin: 'administrator', recruiter: 'rekruter' },
};

function texts(mail: AccountMail, locale: MailLocale): Text {
  const en = locale === 'en';
  switch (mail.kind) {
    case 'verification':
      return en
        ? {
            subject: 'Confirm your e-mail address',
            lines: [`Hello ${mail.name},`, 'confirm your e-mail address to finish creating your account.'],
            action: 'Confirm e-mail address',
            after: 'The link is valid for 24 hours. If you did not create an account, ignore this message.',
          }
        : {
            subject: 'Potwierdź adres e-mail',
            lines: [`Dzień dobry ${mail.name},`, 'potwierdź adres e-mail, aby dokończyć zakładanie konta.'],
            action: 'Potwierdź adres e-mail',
            after: 'Link jest ważny 24 godziny. Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
          };
    case 'password-reset':
      return en
        ? {
            subject: 'Set a new password',
            lines: [`Hello ${mail.name},`, 'someone asked to reset the password of your account.'],
            action: 'Set a new password',
            after:
              'The link is valid for 1 hour. If it was not you, ignore this message: your password stays.',
          }
        : {
            subject: 'Ustaw nowe hasło',
            lines: [
              `Dzień dobry ${mail.name},`,
              'otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta.',
            ],
            action: 'Ustaw nowe hasło',
            after: 'Link jest ważny 1 godzinę. Jeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.',
          };
    case 'sign-up-attempt':
      return en
        ? {
            subject: 'Someone tried to create an account with your e-mail',
            lines: [
              `Hello ${mail.name},`,
              'somebody tried to create a new account with this e-mail address, which already has one.',
              'If it was you, sign in or set a new password.',
            ],
            action: 'Set a new password',
            after: 'If it was not you, ignore this message.',
          }
        : {
            subject: 'Ktoś próbował założyć konto na Twój adres e-mail',
            lines: [
              `Dzień dobry ${mail.name},`,
              'ktoś próbował założyć nowe konto na ten adres e-mail, a konto już istnieje.',
              'Jeśli to Ty, zaloguj się lub ustaw nowe hasło.',
            ],
            action: 'Ustaw nowe hasło',
            after: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
          };
    case 'invitation': {
      const role = roleNames[locale][mail.role] ?? mail.role;
      return en
        ? {
            subject: `${mail.inviter} invites you to ${mail.company} on Tablica`,
            lines: [
              'Hello,',
              `${mail.inviter} invites you to join ${mail.company} as ${role}.`,
              'Set your password to accept the invitation.',
            ],
            action: 'Accept the invitation',
            after: 'The invitation is valid for 7 days.',
          }
        : {
            subject: `${mail.inviter} zaprasza Cię do firmy ${mail.company} w Tablicy`,
            lines: [
              'Dzień dobry,',
              `${mail.inviter} zaprasza Cię do firmy ${mail.company} w roli: ${role}.`,
              'Ustaw hasło, aby przyjąć zaproszenie.',
            ],
            action: 'Przyjmij zaproszenie',
            after: 'Zaproszenie jest ważne 7 dni.',
          };
    }
  }
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** Builds one account mail; every interpolated value is escaped in the HTML part. */
export function accountMail(to: string, locale: MailLocale, mail: AccountMail): MailMessage {
  const text = texts(mail, locale);
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1b1b1b">`,
    ...text.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;padding:10px 18px;background:#1b5e20;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(text.action)}</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(text.after)}</p>`,
    '</body></html>',
  ].join('\n');
  const plain = [...text.lines, '', `${text.action}: ${mail.link}`, '', text.after].join('\n');
  return { to, subject: text.subject, html, text: plain, locale, tags: [mail.kind] };
}
