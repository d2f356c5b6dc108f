import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { TenantId } from '@tablica/domain/tenants';
import { itBoardFlags } from '@tablica/domain/tenant-config/feature-flags';
import { problemHandler } from '@tablica/platform/http/problem';
import { candidateAccountsEnabled, type FlagsOf } from './feature-gate';

// Both brands have enableLoginToCP on, so the gate is tried here with flags of our own.
function board(flagsOf?: FlagsOf) {
  const app = express();
  app.use((req, _res, next) => {
    req.tenant = (req.headers['x-tenant'] as TenantId | undefined) ?? 'it';
    next();
  });
  app.use('/v2/candidate-panel', candidateAccountsEnabled(flagsOf));
  app.get('/v2/candidate-panel/profile', (_req, res) => res.json({ ok: true }));
  app.use(problemHandler(() => undefined));
  return app;
}

const onlyOn =
  (tenant: TenantId): FlagsOf =>
  (asked) => ({ ...itBoardFlags, enableLoginToCP: asked === tenant });

describe('candidate accounts feature gate', () => {
  it('lets requests through on a brand with enableLoginToCP', async () => {
    await request(board(onlyOn('it')))
      .get('/v2/candidate-panel/profile')
      .expect(200, { ok: true });
  });

  it('answers 404 feature.disabled on a brand without it', async () => {
    const answer = await request(board(onlyOn('it')))
      .get('/v2/candidate-panel/profile')
      .set('x-tenant', 'work')
      .expect(404);
    expect(answer.type).toBe('application/problem+json');
    expect(answer.body.code).toBe('feature.disabled');
  });

  it('reads the brands’ configured flags by default (both have candidate accounts today)', async () => {
    for (const tenant of ['it', 'work'])
      await request(board()).get('/v2/candidate-panel/profile').set('x-tenant', tenant).expect(200);
  });
});
