import request from 'supertest';
import type { CapturedMail } from '@tablica/platform/mail/capture-server';
import type { Tablica } from '@tablica/server/runtime';

let counter = 0;
/** A fresh e-mail address per call (tests share one board). */
export const uniqueEmail = (label = 'user') =>
  `${label}.${Date.now().toString(36)}.${(counter++).toString(36)}@example.com`;

export const strongPassword = 'Zielony parasol nad Wisłą 42';

/** The token in a mail's link (`...?token=...`). */
export function tokenIn(mail: CapturedMail): string {
  const match = /[?&]token=([^&\s"<]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no token link in mail "${mail.subject}"`);
  return decodeURIComponent(match[1]);
}

export function mailTo(
  tablica: Tablica,
  email: string,
  tag?: string,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  if (!tablica.mail.capture) throw new Error('tests need the capture SMTP server');
  return tablica.mail.capture.waitFor(
    (mail) => mail.to.includes(email) && (tag === undefined || mail.headers['x-tablica-tags'] === tag),
    timeoutMs,
  );
}

export interface SignUpInput {
  readonly email?: string;
  readonly company?: string;
  readonly name?: string;
  readonly locale?: 'pl' | 'en';
  readonly host?: string;
}

export function signUpBody(input: SignUpInput = {}) {
  return {
    company: {
      name: input.company ?? 'Acme Software',
      accepted_regulations: true,
      subscribe_to_newsletter: false,
    },
    user: {
      name: input.name ?? 'Anna Nowak',
      phone: '+48 600 100 200',
      email: input.email ?? uniqueEmail(),
      password: strongPassword,
      password_confirmation: strongPassword,
    },
    locale: input.locale ?? 'pl',
  };
}

/** Signs a company up, confirms its e-mail from the mail, and signs its owner in; returns a cookie agent. */
export async function companyOwner(tablica: Tablica, input: SignUpInput = {}) {
  const body = signUpBody(input);
  const host = input.host ?? 'it.localhost';
  await request(tablica.url).post('/api/v1/users/sign_up').set('Host', host).send(body).expect(201);
  const mail = await mailTo(tablica, body.user.email, 'verification');
  await request(tablica.url)
    .patch('/api/v1/users/confirm')
    .set('Host', host)
    .send({ confirmation_token: tokenIn(mail) })
    .expect(200);
  const agent = await signIn(tablica, body.user.email, strongPassword, host);
  return { agent, cookie: agent.sessionCookie, email: body.user.email, company: body.company.name, host };
}

/** Signs `email` in: a supertest agent holding the session (its `Cookie` value as `sessionCookie`). */
export async function signIn(tablica: Tablica, email: string, password: string, host = 'it.localhost') {
  const agent = request.agent(tablica.url).host(host);
  const answer = await agent
    .post('/api/v1/oauth/token')
    .send({ grant_type: 'password', username: email, password })
    .expect(200);
  const setCookie = answer.headers['set-cookie'] as unknown as string[];
  return Object.assign(agent, { sessionCookie: setCookie.map((line) => line.split(';')[0]).join('; ') });
}

/** Signs a candidate up on `host`, confirms the e-mail from the mail and signs in: a cookie agent. */
export async function signedInCandidate(tablica: Tablica, host = 'it.localhost', locale: 'pl' | 'en' = 'pl') {
  const email = uniqueEmail('candidate');
  await request(tablica.url)
    .post('/api/v1/candidates/sign_up')
    .set('Host', host)
    .send({
      firstName: 'Ala',
      lastName: 'Kowalska',
      email,
      password: strongPassword,
      password_confirmation: strongPassword,
      privacyPolicy: true,
      locale,
    })
    .expect(201);
  const mail = await mailTo(tablica, email, 'verification');
  await request(tablica.url)
    .patch('/api/v1/users/confirm')
    .set('Host', host)
    .send({ confirmation_token: tokenIn(mail) })
    .expect(200);
  const agent = await signIn(tablica, email, strongPassword, host);
  return Object.assign(agent, { email });
}
