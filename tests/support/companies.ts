import request from 'supertest';
import type { Tablica } from '@tablica/server/runtime';
import { mailTo, signIn, strongPassword, tokenIn, uniqueEmail } from './accounts';

type Agent = Awaited<ReturnType<typeof signIn>>;

export interface InviteInput {
  readonly role: 'owner' | 'admin' | 'recruiter';
  readonly name?: string;
  readonly email?: string;
  readonly host?: string;
}

/**
 * `inviter` invites someone to their company; the invitee takes the link from the mail, sets a password
 * and signs in. Returns the invitee's agent and user id.
 */
export async function invitedMember(tablica: Tablica, inviter: Agent, input: InviteInput) {
  const host = input.host ?? 'it.localhost';
  const email = input.email ?? uniqueEmail(input.role);
  const name = input.name ?? 'Jan Kowalski';
  await inviter.post('/api/v1/users').send({ name, email, role: input.role }).expect(201);
  const mail = await mailTo(tablica, email, 'invitation');
  await request(tablica.url)
    .patch('/api/v1/users/confirm')
    .set('Host', host)
    .send({
      confirmation_token: tokenIn(mail),
      password: strongPassword,
      password_confirmation: strongPassword,
    })
    .expect(200);
  const agent = await signIn(tablica, email, strongPassword, host);
  const me = await agent.get('/api/v2/employer-panel/profiles/me').expect(200);
  return { agent, email, name, userId: me.body.id as string };
}
