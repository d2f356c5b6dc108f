import type { MailLocale, MailMessage } from '@tablica/platform/mail/port';

/** The application mails (pl and en), each with an HTML and a plain-text part; never with the CV. */
export type ApplicationMail =
  | {
      readonly kind: 'new-application';
      readonly offerTitle: string;
      readonly candidateName: string;
      readonly hasCv: boolean;
      readonly consoleLink: string;
    }
  | {
      readonly kind: 'application-confirmation';
      readonly offerTitle: string;
      readonly companyName: string;
      readonly name: string;
      readonly email: string;
      readonly message: string | null;
      readonly fileName: string | null;
      /** The board's erasure page with this application's code (erasure-link.ts). */
      readonly erasureLink: string;
      /** ISO date: the application's retention, when the retention job erases it. */
      readonly retainUntil: string;
    };

/** Dates as the board's candidates read them (Polish time); made once, as a formatter is costly to make. */
const dateFormats: Record<MailLocale, Intl.DateTimeFormat> = {
  pl: new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeZone: 'Europe/Warsaw' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Warsaw' }),
};
const dateIn = (locale: MailLocale, iso: string) => dateFormats[locale].format(new Date(iso));

interface Text {
  readonly subject: string;
  readonly lines: readonly string[];
  readonly link?: { readonly label: string; readonly href: string };
}

function texts(mail: ApplicationMail, locale: MailLocale): Text {
  const en = locale === 'en';
  switch (mail.kind) {
    case 'new-application': {
      const cv = mail.hasCv
        ? en
          ? 'The CV is waiting in the console; it is not attached to this mail.'
          : 'CV czeka w panelu pracodawcy; nie jest dołączone do tej wiadomości.'
        : en
          ? 'The candidate sent a message without a CV.'
          : 'Kandydat wysłał wiadomość bez CV.';
      return en
        ? {
            subject: `New application: ${mail.offerTitle}`,
            lines: ['Hello,', `${mail.candidateName} applied to your offer “${mail.offerTitle}”.`, cv],
            link: { label: 'Open the application', href: mail.consoleLink },
          }
        : {
            subject: `Nowa aplikacja: ${mail.offerTitle}`,
            lines: ['Dzień dobry,', `${mail.candidateName} aplikuje na ofertę „${mail.offerTitle}”.`, cv],
            link: { label: 'Otwórz aplikację', href: mail.consoleLink },
          };
    }
    case 'application-confirmation': {
      const sent = [
        `${en ? 'Name' : 'Imię i nazwisko'}: ${mail.name}`,
        `E-mail: ${mail.email}`,
        `${en ? 'Message' : 'Wiadomość'}: ${mail.message ?? '—'}`,
        `${en ? 'Attachment' : 'Załącznik'}: ${mail.fileName ?? '—'}`,
      ];
      const until = dateIn(locale, mail.retainUntil);
      return en
        ? {
            subject: `Application sent: ${mail.offerTitle}`,
            lines: [
              `Hello ${mail.name},`,
              `your application to “${mail.offerTitle}” at ${mail.companyName} has been sent. You sent:`,
              ...sent,
              `We keep this application and your CV until ${until}, then erase them. You can erase them sooner with the link below, without an account.`,
            ],
            link: { label: 'Erase my application', href: mail.erasureLink },
          }
        : {
            subject: `Aplikacja wysłana: ${mail.offerTitle}`,
            lines: [
              `Dzień dobry ${mail.name},`,
              `Twoja aplikacja na ofertę „${mail.offerTitle}” w firmie ${mail.companyName} została wysłana. Wysłano:`,
              ...sent,
              `Przechowujemy tę aplikację i Twoje CV do ${until}, potem je usuwamy. Możesz usunąć je wcześniej linkiem poniżej, bez zakładania konta.`,
            ],
            link: { label: 'Usuń moją aplikację', href: mail.erasureLink },
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

/** Builds one application mail; every interpolated value is escaped in the HTML part. */
export function applicationMail(to: string, locale: MailLocale, mail: ApplicationMail): MailMessage {
  const text = texts(mail, locale);
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1b1b1b">`,
    ...text.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(text.link
      ? [`<p><a href="${escapeHtml(text.link.href)}">${escapeHtml(text.link.label)}</a></p>`]
      : []),
    '</body></html>',
  ].join('\n');
  const plain = [...text.lines, ...(text.link ? ['', `${text.link.label}: ${text.link.href}`] : [])].join(
    '\n',
  );
  return { to, subject: text.subject, html, text: plain, locale, tags: [mail.kind] };
}
