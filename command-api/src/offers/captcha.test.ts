import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recaptchaVerifier, requireCaptcha, type CaptchaVerifier } from './captcha';

function app(secret: string | undefined, verifier?: CaptchaVerifier) {
  const server = express();
  server.post('/initiate', requireCaptcha({ secret, verifier, action: 'offer_initiate' }), (_req, res) => {
    res.status(201).json({ ok: true });
  });
  return server;
}

describe('requireCaptcha', () => {
  it('checks nothing when no secret is configured', async () => {
    await request(app(undefined)).post('/initiate').expect(201);
  });

  it('with a secret, refuses a request without a Recaptcha-Token header', async () => {
    const refused = await request(app('secret')).post('/initiate').expect(403);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.body.code).toBe('captcha.required');
    await request(app('secret')).post('/initiate').set('Recaptcha-Token', '   ').expect(403);
  });

  it('asks the verifier with the action, and refuses what it rejects', async () => {
    const asked: string[] = [];
    const verifier: CaptchaVerifier = {
      verify: async (answer, action) => {
        asked.push(`${action}:${answer}`);
        return answer === 'human';
      },
    };
    await request(app('secret', verifier)).post('/initiate').set('Recaptcha-Token', 'human').expect(201);
    const refused = await request(app('secret', verifier))
      .post('/initiate')
      .set('Recaptcha-Token', 'bot')
      .expect(403);
    expect(refused.body.code).toBe('captcha.failed');
    expect(asked).toEqual(['offer_initiate:human', 'offer_initiate:bot']);
  });
});

describe('recaptchaVerifier (the siteverify protocol, served on 127.0.0.1)', () => {
  let server: Server;
  let url: string;
  const forms: URLSearchParams[] = [];
  const verdicts: Record<string, object> = {
    human: { success: true, action: 'offer_initiate', score: 0.9 },
    bot: { success: true, action: 'offer_initiate', score: 0.1 },
    replayed: { success: false, 'error-codes': ['timeout-or-duplicate'] },
    elsewhere: { success: true, action: 'login', score: 0.9 },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        forms.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(verdicts[form.get('response') ?? ''] ?? { success: false }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('passes only a successful answer for the same action with a good enough score', async () => {
    const verifier = recaptchaVerifier({ secret: 's3cret', url });
    expect(await verifier.verify('human', 'offer_initiate', '10.0.0.1')).toBe(true);
    expect(await verifier.verify('bot', 'offer_initiate', undefined)).toBe(false);
    expect(await verifier.verify('replayed', 'offer_initiate', undefined)).toBe(false);
    expect(await verifier.verify('elsewhere', 'offer_initiate', undefined)).toBe(false);
    expect(forms[0]?.get('secret')).toBe('s3cret');
    expect(forms[0]?.get('remoteip')).toBe('10.0.0.1');
  });

  it('counts an unreachable provider as a refusal', async () => {
    const verifier = recaptchaVerifier({ secret: 's', url: 'http://127.0.0.1:9/siteverify', timeoutMs: 500 });
    expect(await verifier.verify('human', 'offer_initiate', undefined)).toBe(false);
  });
});
