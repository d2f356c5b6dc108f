import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { applicationStreamId } from '@tablica/domain/applications/application';
import { erasureRequestSchema } from '@tablica/domain/applications/erasure-request';
import type { EventStore, NewEvent, RecordedEvent } from '@tablica/platform/event-store/port';
import type { FileStore } from '@tablica/platform/files/port';
import type { Pool } from '@tablica/platform/postgres/pool';
import { signCode } from '@tablica/platform/privacy/signed-codes';
import { erasureCode, erasureCodePurpose, erasureLinkPath, eraseByLink } from './erasure-link';

const key = randomBytes(32);
const applicationId = '6f1c2a4e-1111-4000-8000-000000000001';
const now = new Date('2026-05-01T10:00:00Z');
const retainUntil = '2026-08-01T10:00:00.000Z';

/** The application's stream in memory: one submission (its personal data already unreadable). */
function memoryStore(): EventStore & { readonly appended: NewEvent[] } {
  const streams = new Map<string, RecordedEvent[]>();
  const appended: NewEvent[] = [];
  const record = (streamId: string, event: NewEvent) => {
    const stream = streams.get(streamId) ?? [];
    stream.push({
      ...event,
      streamId,
      streamVersion: stream.length + 1,
      globalPosition: String(stream.length + 1),
      checkpoint: `0/${stream.length + 1}`,
      recordedAt: now.toISOString(),
    });
    streams.set(streamId, stream);
  };
  record(applicationStreamId(applicationId), {
    id: 'submitted',
    type: 'ApplicationSubmitted',
    data: {
      applicationId,
      offerId: 'offer-1',
      offerSlug: 'offer-1',
      companyId: 'company-1',
      candidateId: null,
      channel: 'form',
      source: 'apply_form',
      shown: { offerVersion: 1, title: 'Tester', employmentTypes: [] },
      personal: 'sealed',
      hasCv: false,
      consents: { futureConsentAccepted: false, customConsentAccepted: false },
      submittedAt: now.toISOString(),
      retainUntil,
    },
    metadata: {
      tenant: 'it',
      actor: { kind: 'anonymous', id: '127.0.0.1' },
      correlationId: 'apply',
      causationId: null,
      occurredAt: now.toISOString(),
    },
  });
  return {
    appended,
    async readStream(streamId) {
      return [...(streams.get(streamId) ?? [])];
    },
    async appendToStream(streamId, events) {
      for (const event of events) {
        record(streamId, event);
        appended.push(event);
      }
      const length = streams.get(streamId)?.length ?? 0;
      return { nextExpectedVersion: length, lastCheckpoint: `0/${length}` };
    },
  } as EventStore & { readonly appended: NewEvent[] };
}

/** The sealing keys' table: none left (the personal data opens to nothing, nothing to shred). */
const noKeys = { query: async () => ({ rows: [], rowCount: 0 }) } as unknown as Pool;
const noFiles = { delete: async () => undefined } as unknown as FileStore;

function call(store: EventStore, body: unknown, tenant = 'it', at = now) {
  const req = {
    body,
    tenant,
    get: (name: string) => (name.toLowerCase() === 'x-correlation-id' ? 'erase-42' : undefined),
  } as unknown as Request;
  let answer: unknown;
  const res = { json: (value: unknown) => (answer = value) } as unknown as Response;
  const done = eraseByLink({ store, pool: noKeys, files: noFiles, now: () => at, erasureKey: key }, req, res);
  return done.then(() => answer);
}

describe('the erasure link', () => {
  const code = erasureCode(key, { tenant: 'it', applicationId }, retainUntil);

  it('puts the code in the fragment of the board page', () => {
    expect(erasureLinkPath(code)).toBe(`/application-erasure#code=${code}`);
    expect(erasureRequestSchema.safeParse({ code }).success).toBe(true);
    expect(erasureRequestSchema.safeParse({ code: '' }).success).toBe(false);
    expect(erasureRequestSchema.safeParse({}).success).toBe(false);
  });

  it('erases the application it names through the write path, and answers the same again', async () => {
    const store = memoryStore();
    expect(await call(store, { code })).toEqual({ erased: true });
    expect(store.appended).toEqual([
      expect.objectContaining({
        type: 'ApplicationErased',
        data: { applicationId, reason: 'candidate_request', erasedAt: now.toISOString() },
        metadata: expect.objectContaining({
          tenant: 'it',
          actor: { kind: 'anonymous', id: 'erasure-link' },
          correlationId: 'erase-42',
        }),
      }),
    ]);
    expect(await call(store, { code })).toEqual({ erased: true });
    expect(store.appended).toHaveLength(1);
  });

  it('refuses a tampered code, another brand and another purpose as an invalid link', async () => {
    const store = memoryStore();
    const tampered = `${code.slice(0, -2)}${code.endsWith('AA') ? 'BB' : 'AA'}`;
    const otherPurpose = signCode(
      key,
      'job-alert-codes',
      { tenant: 'it', applicationId },
      new Date(retainUntil),
    );
    for (const [body, tenant] of [
      [{ code: tampered }, 'it'],
      [{ code: 'cut-in-two' }, 'it'],
      [{ code }, 'work'],
      [{ code: otherPurpose }, 'it'],
    ] as const)
      await expect(call(store, body, tenant)).rejects.toMatchObject({
        code: 'application.invalid_erasure_link',
      });
    expect(store.appended).toHaveLength(0);
  });

  it('is expired from the application’s retention date on', async () => {
    const store = memoryStore();
    await expect(call(store, { code }, 'it', new Date(retainUntil))).rejects.toMatchObject({
      code: 'application.erasure_link_expired',
    });
    expect(store.appended).toHaveLength(0);
    expect(erasureCodePurpose).toBe('application-erasure');
  });

  it('refuses a body without a code as a validation error', async () => {
    await expect(call(memoryStore(), {})).rejects.toMatchObject({ code: 'validation_failed' });
  });
});
