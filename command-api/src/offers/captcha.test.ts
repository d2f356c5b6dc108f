import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { requireCaptcha, type CaptchaVerifier } from './captcha';

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
    await request(app('secret')).post('/initiate').set('Recaptcha-Token', 'answer').expect(201);
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
