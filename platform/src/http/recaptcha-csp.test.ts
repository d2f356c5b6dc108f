import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger';
import { createMetrics } from '../observability/metrics';
import { createHttpApp } from './app-kit';

const csp = async (recaptcha: boolean) => {
  const app = createHttpApp({
    logger: createLogger('silent'),
    metrics: createMetrics(),
    production: false,
    servesPages: true,
    recaptcha,
  });
  app.get('/', (_req, res) => res.type('html').send('<!doctype html><title>Tablica</title>'));
  const page = await request(app).get('/').expect(200);
  const header = page.headers['content-security-policy'] as string;
  return (directive: string) => new RegExp(`(?:^|;)${directive} ([^;]*)`).exec(header)?.[1]?.split(' ');
};

describe("the pages' CSP and reCAPTCHA", () => {
  it('with a captcha site key allows Google’s reCAPTCHA script and frame, and nothing more', async () => {
    const directive = await csp(true);
    expect(directive('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive('frame-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
  });

  it('without one, scripts come from the board alone', async () => {
    const directive = await csp(false);
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('frame-src')).toBeUndefined();
  });
});
