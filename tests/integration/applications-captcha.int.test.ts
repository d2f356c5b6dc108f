import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TenantId } from '@tablica/domain/tenants';
import { startTestBoard, type TestBoard } from '../support/board';
import { offerLife } from '../support/offer-life';
import { sampleOffer } from '../support/offers';

// A siteverify stand-in: the answer "human-<action>" passes for that action, anything else fails.
let verifier: Server;
let board: TestBoard;
const asked: string[] = [];

beforeAll(async () => {
  verifier = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const answer = form.get('response') ?? '';
      asked.push(answer);
      const action = answer.startsWith('human-') ? answer.slice('human-'.length) : null;
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          success: action !== null && form.get('secret') === 'test-secret',
          action,
          score: 0.9,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
  const { port } = verifier.address() as AddressInfo;
  board = await startTestBoard({
    CAPTCHA_SECRET: 'test-secret',
    CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
  });
}, 120_000);

afterAll(async () => {
  await board?.stop();
  await new Promise((resolve) => verifier?.close(resolve));
});

async function publish(overrides: Parameters<typeof sampleOffer>[1] = {}) {
  const offer = await offerLife(board.tablica.store).publish(
    'it' as TenantId,
    sampleOffer(3, overrides),
    new Date(),
    'company-x',
  );
  if (!(await board.tablica.awaitReadModels(offer.checkpoint, 30_000)))
    throw new Error('the offer did not reach the read models');
  return offer;
}

it('with a captcha secret, applying and tracking a redirect need an accepted Recaptcha-Token', async () => {
  const api = () => request(board.tablica.url);
  const form = await publish();
  const apply = (token?: string) => {
    const call = api().post(`/api/v1/offers/${form.offerId}/applications`).set('Host', 'it.localhost');
    if (token) call.set('Recaptcha-Token', token);
    return call
      .field('name', 'Ala Kowalska')
      .field('email', 'ala.captcha@example.com')
      .field('message', 'Hi');
  };
  expect((await apply().expect(403)).body.code).toBe('captcha.required');
  expect((await apply('robot').expect(403)).body.code).toBe('captcha.failed');
  expect((await apply('human-track_redirect').expect(403)).body.code).toBe('captcha.failed');
  await apply('human-apply').expect(201);

  const external = await publish({ apply: { type: 'url', uri: 'https://acme.example/apply' } });
  const track = (token?: string) => {
    const call = api()
      .post(`/api/v2/user-panel/offers/${external.offerId}/track-redirects`)
      .set('Host', 'it.localhost');
    if (token) call.set('Recaptcha-Token', token);
    return call.send({});
  };
  expect((await track().expect(403)).body.code).toBe('captcha.required');
  expect((await track('human-track_redirect').expect(201)).body.apply_url).toBe('https://acme.example/apply');
  expect(asked).toContain('human-apply');
});

it('records the success screen’s "How was applying?" for an application of this brand, problem+json otherwise', async () => {
  const api = () => request(board.tablica.url);
  const form = await publish();
  const applied = await api()
    .post(`/api/v1/offers/${form.offerId}/applications`)
    .set('Host', 'it.localhost')
    .set('Recaptcha-Token', 'human-apply')
    .field('name', 'Ala Kowalska')
    .field('email', 'ala.feedback@example.com')
    .field('message', 'Hi')
    .expect(201);
  const id = (applied.body as { id: string }).id;
  const feedback = (path: string, body: unknown, host = 'it.localhost') =>
    api()
      .post(`/api/v2/user-panel/applications/${path}/feedback`)
      .set('Host', host)
      .send(body as object);

  await feedback(id, { answer: 'easy' }).expect(204);
  await feedback(id, { answer: 'hard' }).expect(204);
  for (const bad of [{}, { answer: 'meh' }, { answer: 'easy', extra: 1 }, { answer: ['easy'] }]) {
    const refused = await feedback(id, bad).expect(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.code).toBe('feedback.invalid');
  }
  // No such application, a broken id, or another brand's: the same 404.
  for (const [path, host] of [
    ['4f7c1f52-8d40-4a41-9c39-1f1d3f0c0a11', 'it.localhost'],
    ['not-an-id', 'it.localhost'],
    [id, 'work.localhost'],
  ] as const)
    expect((await feedback(path, { answer: 'easy' }, host).expect(404)).body.code).toBe(
      'application.not_found',
    );
});
