import { Router, type Request, type Response } from 'express';
import { sendProblem } from '../http/problem';
import type { CapturedMail, CapturedMailStore } from './capture-server';

const base = '/dev/mailbox';

const texts = {
  pl: {
    title: 'Skrzynka deweloperska',
    devOnly: 'tylko poza produkcją',
    intro:
      'Poczta wysłana przez Tablicę, gdy SMTP_URL nie jest ustawiony. Nic nie trafiło do adresatów: wbudowany serwer SMTP trzyma ostatnie wiadomości w pamięci do restartu.',
    count: (n: number) => `${n} ${n === 1 ? 'wiadomość' : 'wiadomości'}`,
    empty: 'Skrzynka jest pusta. Wiadomości pojawią się tutaj, gdy Tablica coś wyśle.',
    refresh: 'Odśwież',
    clear: 'Wyczyść skrzynkę',
    select: 'Wybierz wiadomość z listy.',
    back: '← Wszystkie wiadomości',
    from: 'Od',
    to: 'Do',
    cc: 'DW',
    envelope: 'Koperta',
    date: 'Otrzymano',
    language: 'Język',
    tags: 'Etykiety',
    htmlPart: 'Wersja HTML',
    htmlHint:
      'Podgląd w piaskownicy: skrypty nie działają, obrazki spoza Tablicy są blokowane, linki otwierają się w nowej karcie.',
    noHtml: 'Ta wiadomość nie ma wersji HTML.',
    textPart: 'Wersja tekstowa',
    noText: 'Ta wiadomość nie ma wersji tekstowej.',
    headers: 'Nagłówki',
    attachments: 'Załączniki',
    json: 'JSON',
    noSubject: '(bez tematu)',
    notFound: 'Nie ma takiej wiadomości: mogła zostać usunięta albo serwer uruchomiono ponownie.',
    otherLanguage: { code: 'en', label: 'English' },
    dateLocale: 'pl-PL',
  },
  en: {
    title: 'Development mailbox',
    devOnly: 'outside production only',
    intro:
      'Mail Tablica sent while SMTP_URL is unset. None of it reached anyone: the built-in SMTP server keeps the latest messages in memory until it restarts.',
    count: (n: number) => `${n} ${n === 1 ? 'message' : 'messages'}`,
    empty: 'The mailbox is empty. Messages show up here as soon as Tablica sends something.',
    refresh: 'Refresh',
    clear: 'Empty the mailbox',
    select: 'Pick a message from the list.',
    back: '← All messages',
    from: 'From',
    to: 'To',
    cc: 'Cc',
    envelope: 'Envelope',
    date: 'Received',
    language: 'Language',
    tags: 'Tags',
    htmlPart: 'HTML version',
    htmlHint:
      'Sandboxed preview: scripts never run, images from outside Tablica are blocked, links open in a new tab.',
    noHtml: 'This message has no HTML version.',
    textPart: 'Plain-text version',
    noText: 'This message has no plain-text version.',
    headers: 'Headers',
    attachments: 'Attachments',
    json: 'JSON',
    noSubject: '(no subject)',
    notFound: 'There is no such message: it may have been deleted, or the server restarted.',
    otherLanguage: { code: 'pl', label: 'Polski' },
    dateLocale: 'en-GB',
  },
} as const;

type Locale = keyof typeof texts;
type Texts = (typeof texts)[Locale];

/** ?lang= wins, then the board's `lang` cookie, then Accept-Language; Polish by default. */
function pickLocale(req: Request): Locale {
  const requested = req.query.lang;
  if (requested === 'pl' || requested === 'en') return requested;
  const cookie = /(?:^|;\s*)lang=(pl|en)\b/.exec(req.headers.cookie ?? '')?.[1];
  if (cookie === 'pl' || cookie === 'en') return cookie;
  return req.acceptsLanguages('pl', 'en') === 'en' ? 'en' : 'pl';
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Plain text with its http(s) links made clickable; everything else escaped. */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const sender = (mail: CapturedMail) => (mail.fromName ? `${mail.fromName} <${mail.from}>` : mail.from);
const snippet = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 140);
const link = (path: string, locale: Locale) => `${path}?lang=${locale}`;

function formatDate(iso: string, t: Texts): string {
  return new Intl.DateTimeFormat(t.dateLocale, { dateStyle: 'medium', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}

const styles = `
:root { --fg: #1b1f24; --muted: #5b6470; --line: #dde1e6; --accent: #0b57d0; --bg: #f6f7f9; --card: #fff; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
.bar { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; padding: 10px 16px; background: #11243d; color: #fff; }
.bar a { color: inherit; text-decoration: none; }
.brand { font-weight: 700; font-size: 16px; }
.dev { font-size: 12px; font-weight: 600; padding: 1px 8px; border-radius: 999px; background: #f5b400; color: #1b1f24; }
.bar .language { margin-left: auto; font-size: 14px; text-decoration: underline; }
main { display: grid; grid-template-columns: minmax(280px, 400px) minmax(0, 1fr); min-height: calc(100vh - 46px); }
.list { background: var(--card); border-right: 1px solid var(--line); min-width: 0; }
.list-head { padding: 16px; border-bottom: 1px solid var(--line); }
h1 { font-size: 18px; margin: 0 0 6px; }
.intro { color: var(--muted); font-size: 13px; margin: 0 0 12px; }
.actions { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.actions form { margin: 0; }
.button { display: inline-flex; align-items: center; min-height: 36px; padding: 4px 12px; font: inherit; font-size: 14px;
  color: var(--fg); background: #fff; border: 1px solid #c4cad2; border-radius: 6px; text-decoration: none; cursor: pointer; }
.button:hover { background: #f0f2f5; }
.button.danger { color: #b3261e; border-color: #e8b4af; }
.count { font-size: 13px; color: var(--muted); margin-left: auto; }
.mails { list-style: none; margin: 0; padding: 0; }
.mails a { display: block; padding: 12px 16px; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; }
.mails a:hover { background: #f0f4fb; }
.mails a.current { background: #e8f0fe; box-shadow: inset 4px 0 var(--accent); }
.subject { display: block; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.meta { display: flex; gap: 8px; align-items: baseline; font-size: 13px; color: var(--muted); }
.meta .who { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.meta time { white-space: nowrap; }
.snippet { display: block; font-size: 13px; color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.badge { display: inline-block; font-size: 11px; font-weight: 600; text-transform: uppercase; padding: 0 6px; border-radius: 4px;
  background: #e7ecf3; color: #33404f; vertical-align: 1px; }
.empty { padding: 24px 16px; color: var(--muted); }
.detail { padding: 20px 28px 40px; min-width: 0; }
.placeholder { display: grid; place-items: center; color: var(--muted); }
.back { display: none; margin-bottom: 12px; }
.detail h2 { font-size: 22px; line-height: 1.3; margin: 0 0 12px; overflow-wrap: anywhere; }
.fields { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 4px 16px; margin: 0 0 20px; font-size: 14px; }
.fields dt { color: var(--muted); }
.fields dd { margin: 0; overflow-wrap: anywhere; }
.detail h3 { font-size: 15px; margin: 24px 0 6px; }
.hint { font-size: 13px; color: var(--muted); margin: 0 0 8px; }
iframe { display: block; width: 100%; height: 70vh; min-height: 360px; border: 1px solid var(--line); border-radius: 8px; background: #fff; }
.text { margin: 0; padding: 12px 14px; background: var(--card); border: 1px solid var(--line); border-radius: 8px;
  font: 13px/1.55 ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere; }
details { margin-top: 24px; }
summary { cursor: pointer; font-weight: 600; }
.headers { width: 100%; border-collapse: collapse; margin-top: 8px; font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
.headers th, .headers td { text-align: left; vertical-align: top; padding: 4px 8px; border-bottom: 1px solid var(--line); }
.headers th { white-space: nowrap; color: var(--muted); font-weight: 500; }
.headers td { overflow-wrap: anywhere; white-space: pre-wrap; }
.raw { margin-top: 16px; font-size: 13px; }
@media (max-width: 760px) {
  main { display: block; min-height: 0; }
  .list { border-right: 0; }
  main.reading .list, main:not(.reading) .detail { display: none; }
  .detail { padding: 16px 16px 32px; }
  .back { display: inline-block; }
  .detail h2 { font-size: 19px; }
  .fields { gap: 2px 12px; }
  iframe { height: 75vh; }
}
`;

function page(t: Texts, locale: Locale, title: string, main: string, path: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<header class="bar">
<a class="brand" href="${link(base, locale)}">Tablica · ${escapeHtml(t.title)}</a>
<span class="dev">${escapeHtml(t.devOnly)}</span>
<a class="language" href="${link(path, t.otherLanguage.code)}" hreflang="${t.otherLanguage.code}" lang="${t.otherLanguage.code}">${t.otherLanguage.label}</a>
</header>
${main}
</body>
</html>`;
}

function listSection(t: Texts, locale: Locale, mails: readonly CapturedMail[], current?: string): string {
  const items = mails
    .map((mail) => {
      const language = mail.headers['content-language'];
      return `<li><a href="${link(`${base}/messages/${encodeURIComponent(mail.id)}`, locale)}"${
        mail.id === current ? ' class="current" aria-current="page"' : ''
      }>
<span class="subject">${language ? `<span class="badge">${escapeHtml(language)}</span> ` : ''}${escapeHtml(mail.subject || t.noSubject)}</span>
<span class="meta"><span class="who">${escapeHtml(mail.to.join(', '))}</span><time datetime="${mail.receivedAt}">${escapeHtml(formatDate(mail.receivedAt, t))}</time></span>
<span class="snippet">${escapeHtml(snippet(mail.text))}</span>
</a></li>`;
    })
    .join('\n');
  return `<section class="list" aria-label="${escapeHtml(t.title)}">
<div class="list-head">
<h1>${escapeHtml(t.title)}</h1>
<p class="intro">${escapeHtml(t.intro)}</p>
<div class="actions">
<a class="button" href="${link(current ? `${base}/messages/${encodeURIComponent(current)}` : base, locale)}">${escapeHtml(t.refresh)}</a>
<form method="post" action="${link(`${base}/clear`, locale)}"><button class="button danger" type="submit"${mails.length === 0 ? ' disabled' : ''}>${escapeHtml(t.clear)}</button></form>
<span class="count">${escapeHtml(t.count(mails.length))}</span>
</div>
</div>
${mails.length ? `<ol class="mails">\n${items}\n</ol>` : `<p class="empty">${escapeHtml(t.empty)}</p>`}
</section>`;
}

function field(label: string, value: string | undefined): string {
  return value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';
}

function detailSection(t: Texts, locale: Locale, mail: CapturedMail): string {
  const language = mail.headers['content-language'];
  const bcc = mail.envelope.to.filter((address) => !mail.to.includes(address) && !mail.cc.includes(address));
  // Links in the mail open in a new tab instead of inside the small preview frame.
  const srcdoc = mail.html === null ? null : `<base target="_blank">${mail.html}`;
  return `<article class="detail">
<a class="back" href="${link(base, locale)}">${escapeHtml(t.back)}</a>
<h2>${escapeHtml(mail.subject || t.noSubject)}</h2>
<dl class="fields">
${field(t.from, sender(mail))}
${field(t.to, mail.to.join(', '))}
${field(t.cc, mail.cc.join(', '))}
${field(t.envelope, bcc.length ? `+ ${bcc.join(', ')}` : undefined)}
<dt>${escapeHtml(t.date)}</dt><dd><time datetime="${mail.receivedAt}">${escapeHtml(formatDate(mail.receivedAt, t))}</time></dd>
${field(t.language, language)}
${field(t.tags, mail.headers['x-tablica-tags'])}
${field(t.attachments, mail.attachments.map((attachment) => `${attachment.filename ?? attachment.contentType} (${attachment.size} B)`).join(', '))}
</dl>
<section>
<h3>${escapeHtml(t.htmlPart)}</h3>
${
  srcdoc === null
    ? `<p class="hint">${escapeHtml(t.noHtml)}</p>`
    : `<p class="hint">${escapeHtml(t.htmlHint)}</p>
<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" title="${escapeHtml(t.htmlPart)}" srcdoc="${escapeHtml(srcdoc)}"></iframe>`
}
</section>
<section>
<h3>${escapeHtml(t.textPart)}</h3>
${mail.text ? `<pre class="text">${linkify(mail.text)}</pre>` : `<p class="hint">${escapeHtml(t.noText)}</p>`}
</section>
<details>
<summary>${escapeHtml(t.headers)}</summary>
<table class="headers"><tbody>
${Object.entries(mail.headers)
  .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
  .join('\n')}
</tbody></table>
</details>
<p class="raw"><a href="${base}/messages/${encodeURIComponent(mail.id)}.json">${escapeHtml(t.json)}</a></p>
</article>`;
}

function sendPage(res: Response, status: number, html: string): void {
  res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
}

/**
 * A change may only come from this page or a tool, not from another site's form. Browsers say where a
 * request comes from in Sec-Fetch-Site; the Origin header is only a fallback, because under the app's
 * `Referrer-Policy: no-referrer` a browser sends `Origin: null` even for the page's own form.
 */
export function fromThisSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const origin = req.get('origin');
  if (!origin) return true; // not a browser: curl, a test, a tool
  try {
    return new URL(origin).host === req.get('host');
  } catch {
    return false;
  }
}

export const forbidden = (res: Response) =>
  sendProblem(res, {
    status: 403,
    code: 'mailbox.cross_site',
    title: 'The mailbox is only changed from its own page.',
  });

/**
 * The development mailbox over the capture server: a page at /dev/mailbox for people, JSON for tests
 * and tools. Mount it only outside production (it shows every mail the board sent).
 */
export function mailboxRoutes(mailbox: CapturedMailStore): Router {
  const router = Router();

  router.get(base, (req, res) => {
    const locale = pickLocale(req);
    const t = texts[locale];
    const main = `<main>
${listSection(t, locale, mailbox.list())}
<div class="detail placeholder"><p>${escapeHtml(t.select)}</p></div>
</main>`;
    sendPage(res, 200, page(t, locale, t.title, main, base));
  });

  router.get(`${base}/messages.json`, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ messages: mailbox.list() });
  });

  router.get(`${base}/messages/:id.json`, (req, res) => {
    const mail = mailbox.get(req.params.id);
    if (!mail)
      return sendProblem(res, {
        status: 404,
        code: 'mailbox.message_not_found',
        title: `No captured mail with id ${req.params.id}`,
      });
    res.set('Cache-Control', 'no-store').json(mail);
  });

  router.get(`${base}/messages/:id`, (req, res) => {
    const locale = pickLocale(req);
    const t = texts[locale];
    const mail = mailbox.get(req.params.id);
    const path = `${base}/messages/${encodeURIComponent(req.params.id)}`;
    const detail = mail
      ? detailSection(t, locale, mail)
      : `<article class="detail"><a class="back" href="${link(base, locale)}">${escapeHtml(t.back)}</a><p>${escapeHtml(t.notFound)}</p></article>`;
    const main = `<main class="reading">
${listSection(t, locale, mailbox.list(), mail?.id)}
${detail}
</main>`;
    sendPage(
      res,
      mail ? 200 : 404,
      page(t, locale, mail ? `${mail.subject} · ${t.title}` : t.title, main, path),
    );
  });

  router.delete(`${base}/messages`, (req, res) => {
    if (!fromThisSite(req)) return forbidden(res);
    mailbox.clear();
    res.status(204).end();
  });

  // The page's "empty the mailbox" button: a plain form, since the page runs no script.
  router.post(`${base}/clear`, (req, res) => {
    if (!fromThisSite(req)) return forbidden(res);
    mailbox.clear();
    res.redirect(303, link(base, pickLocale(req)));
  });

  return router;
}
