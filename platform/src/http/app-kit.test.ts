import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../observability/metrics';
import { createHttpApp } from './app-kit';

describe('createHttpApp request logs', () => {
  it('never log the editor token of a URL, nor captcha answers and idempotency keys', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const app = createHttpApp({ logger, metrics: createMetrics(), production: false, servesPages: false });
    app.get('/api/v1/offers/:slug', (_req, res) => void res.json({ ok: true }));
    await request(app)
      .get('/api/v1/offers/java-dev-1a2b3c4d?token=very-secret-token&extend=1&confirmation_token=abc')
      .set('Recaptcha-Token', 'captcha-answer')
      .set('Idempotency-Key', 'client-key-1')
      .set('Referer', 'http://it.localhost/employer/offers/java-dev-1a2b3c4d?token=referred-secret')
      .expect(200);
    const logged = lines.join('\n');
    expect(logged).toContain(
      '/api/v1/offers/java-dev-1a2b3c4d?token=[redacted]&extend=1&confirmation_token=[redacted]',
    );
    expect(logged).not.toContain('very-secret-token');
    expect(logged).not.toContain('captcha-answer');
    expect(logged).not.toContain('client-key-1');
    expect(logged).not.toContain('referred-secret');
    expect(logged).toContain('java-dev-1a2b3c4d?token=[redacted]"');
    expect(logged).not.toMatch(/"abc"/);
  });
});
