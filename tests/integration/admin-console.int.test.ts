import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPlatformAdmin } from '@tablica/command-api/accounts/admins';
import type { NewEvent } from '@tablica/platform/event-store/port';
import { createSealingKey, seal, shredSealingKeys } from '@tablica/platform/privacy/sealed';
import type { Tablica } from '@tablica/server/runtime';
import { companyOwner } from '../support/accounts';
import { startTestBoard, type TestBoard } from '../support/board';
import { publishedOffer } from '../support/offer-commands';
import { sampleOffer } from '../support/offers';

// The admin console (issue 17). The stream browser (item 3): categories, pages both ways, one stream,
// the live tail, and an application's sealed personal data shown as sealed, or erased once its key is
// shredded. The admin activity page (item 6): every admin action with who and when.

let board: TestBoard;
let tablica: Tablica;
let itAdmin: Awaited<ReturnType<typeof companyOwner>>;
let workAdmin: Awaited<ReturnType<typeof companyOwner>>;
let owner: Awaited<ReturnType<typeof companyOwner>>;
const applications = { kept: randomUUID(), erased: randomUUID() };

interface Shown {
  position: string;
  checkpoint: string;
  streamId: string;
  category: string;
  version: number;
  type: string;
  tenant: string;
  data: Record<string, unknown>;
}

function applicationEvent(applicationId: string, personal: string, tenant = 'it'): NewEvent {
  return {
    id: randomUUID(),
    type: 'ApplicationSubmitted',
    data: { applicationId, offer: { offerId: randomUUID() }, personal },
    metadata: {
      tenant,
      actor: { kind: 'anonymous', id: 'browser-test' },
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
    },
  };
}

beforeAll(async () => {
  board = await startTestBoard();
  tablica = board.tablica;
  [itAdmin, workAdmin, owner] = await Promise.all([
    companyOwner(tablica, { company: 'Operators it' }),
    companyOwner(tablica, { company: 'Operators work', host: 'work.localhost' }),
    companyOwner(tablica, { company: 'Acme Streams' }),
  ]);
  await grantPlatformAdmin(tablica.pool, itAdmin.email, 'it');
  await grantPlatformAdmin(tablica.pool, workAdmin.email, 'work');
  await publishedOffer(tablica, owner.agent);
  for (const id of [applications.kept, applications.erased]) {
    const key = await createSealingKey(tablica.pool, id, 'it', null);
    await tablica.store.appendToStream(`application-${id}`, [
      applicationEvent(id, seal(key, { name: 'Anna Nowak', email: 'anna@example.com' })),
    ]);
  }
  await shredSealingKeys(tablica.pool, [applications.erased]);
}, 180_000);
afterAll(async () => board?.stop());

const page = async (query: string, agent = itAdmin.agent) =>
  (await agent.get(`/api/admin/streams/events?${query}`).expect(200)).body as {
    events: Shown[];
    next: string | null;
  };

describe('stream browser', () => {
  it("lists the brand's categories with their stream counts", async () => {
    const { categories } = (await itAdmin.agent.get('/api/admin/streams').expect(200)).body as {
      categories: { category: string; streams: number }[];
    };
    expect(categories).toContainEqual({ category: 'application', streams: 2 });
    expect(categories.find((each) => each.category === 'offer')?.streams).toBeGreaterThanOrEqual(1);
    // The other brand has no applications.
    const work = (await workAdmin.agent.get('/api/admin/streams').expect(200)).body.categories as {
      category: string;
    }[];
    expect(work.map((each) => each.category)).not.toContain('application');
  });

  it('pages a category newest first and on from a checkpoint, and shows erased personal data as erased', async () => {
    const first = await page('category=application&limit=1');
    expect(first.events).toHaveLength(1);
    expect(first.events[0]).toMatchObject({
      streamId: `application-${applications.erased}`,
      category: 'application',
      version: 1,
      tenant: 'it',
      data: { personal: { erased: true } },
    });
    expect(first.next).toBe(first.events[0]!.checkpoint);
    const second = await page(`category=application&limit=1&from=${encodeURIComponent(first.next!)}`);
    expect(second.events[0]).toMatchObject({
      streamId: `application-${applications.kept}`,
      data: { personal: { sealed: true } },
    });
    expect(JSON.stringify(second.events)).not.toContain('Anna');
    const last = await page(`category=application&limit=5&from=${encodeURIComponent(second.next!)}`);
    expect(last).toEqual({ events: [], next: null });
    const forwards = await page('category=application&direction=forwards&limit=5');
    expect(forwards.events.map((event) => event.streamId)).toEqual([
      `application-${applications.kept}`,
      `application-${applications.erased}`,
    ]);
    expect(forwards.next).toBeNull();
  });

  it("pages every category in global order, the offer's secret-link hash left out", async () => {
    const { events } = await page('limit=200&direction=forwards');
    const positions = events.map((event) => BigInt(event.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(events.some((event) => event.category === 'offer')).toBe(true);
    expect(events.every((event) => event.tenant === 'it')).toBe(true);
    expect(events.every((event) => !('accessTokenHash' in event.data))).toBe(true);
  });

  it("shows one stream, and not the other brand's", async () => {
    const stream = `application-${applications.kept}`;
    const one = await itAdmin.agent.get(`/api/admin/streams/${stream}`).expect(200);
    expect(one.body).toMatchObject({ streamId: stream, category: 'application' });
    expect(one.body.events).toHaveLength(1);
    const foreign = await workAdmin.agent.get(`/api/admin/streams/${stream}`).expect(404);
    expect(foreign.body.code).toBe('stream.not_found');
    expect((await page('category=application', workAdmin.agent)).events).toEqual([]);
  });

  it('answers bad paging with a problem, never a 500', async () => {
    for (const query of ['from=abc', 'limit=0', 'limit=500', 'direction=up', 'category=Offer%00']) {
      const answer = await itAdmin.agent.get(`/api/admin/streams/events?${query}`).expect(400);
      expect(answer.type).toBe('application/problem+json');
    }
  });

  it("tails new events of the brand over server-sent events, one category's when asked", async () => {
    const received: Shown[] = [];
    let text = '';
    const cookie = itAdmin.cookie;
    const url = new URL('/api/admin/streams/live?category=application', tablica.url);
    const request = http.get(url, { headers: { Host: 'it.localhost', Cookie: cookie } });
    const response = await new Promise<http.IncomingMessage>((resolve) => request.on('response', resolve));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const arrived = new Promise<void>((resolve) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        for (const block of text.split('\n\n').slice(0, -1)) {
          const data = /^data: (.*)$/m.exec(block);
          if (data && /^event: recorded$/m.test(block)) received.push(JSON.parse(data[1]!) as Shown);
        }
        text = text.slice(text.lastIndexOf('\n\n') + 2);
        if (received.length > 0) resolve();
      });
    });
    // The tail starts at the head: earlier events are not sent, later ones of other categories neither.
    const id = randomUUID();
    await tablica.store.appendToStream(`job-alert-${randomUUID()}`, [
      { ...applicationEvent(id, 'x'), type: 'JobAlertTouched' },
    ]);
    await tablica.store.appendToStream(`application-${id}`, [applicationEvent(id, 'x', 'work')]);
    const mine = randomUUID();
    await tablica.store.appendToStream(`application-${mine}`, [applicationEvent(mine, 'y')]);
    await arrived;
    request.destroy();
    expect(received.map((event) => event.streamId)).toEqual([`application-${mine}`]);
    expect(received[0]!.data.personal).toEqual({ erased: true });
  });
});

describe('admin activity', () => {
  it('records each import, code batch, export and rebuild with who and when, newest first', async () => {
    const since = Date.now();
    const imported = await itAdmin.agent.post('/api/admin/offers/import').send(sampleOffer(3)).expect(201);
    await itAdmin.agent
      .post('/api/admin/codes')
      .send({ companyId: null, purpose: 'publish', count: 3 })
      .expect(201);
    await itAdmin.agent.get(`/api/admin/offers/${imported.body.id}/export?format=csv`).expect(200);
    await itAdmin.agent.post('/api/admin/projections/offer-views/rebuild').expect(202);

    const { activity, next } = (await itAdmin.agent.get('/api/admin/activity').expect(200)).body as {
      activity: {
        at: string;
        action: string;
        subject: string | null;
        tenant: string;
        actor: { kind: string; name?: string; email?: string };
        details: Record<string, unknown>;
      }[];
      next: string | null;
    };
    expect(next).toBeNull();
    expect(activity.map((row) => row.action)).toEqual([
      'projection.rebuild',
      'offer.export',
      'codes.issue',
      'offer.import',
    ]);
    for (const row of activity) {
      expect(row).toMatchObject({ tenant: 'it', actor: { kind: 'admin', email: itAdmin.email } });
      expect(Date.parse(row.at)).toBeGreaterThanOrEqual(since - 1000);
    }
    expect(activity[0]).toMatchObject({ subject: 'offer-views' });
    expect(activity[1]).toMatchObject({ subject: imported.body.id, details: { format: 'csv' } });
    expect(activity[2]).toMatchObject({ details: { count: 3, purpose: 'publish' } });
    expect(activity[3]).toMatchObject({ subject: imported.body.id, details: { slug: imported.body.slug } });

    // Filtered and paged; the other brand's admin sees none of it.
    const imports = await itAdmin.agent.get('/api/admin/activity?action=offer.import').expect(200);
    expect(imports.body.activity).toHaveLength(1);
    const firstPage = await itAdmin.agent.get('/api/admin/activity?limit=3').expect(200);
    expect(firstPage.body.next).toBe(firstPage.body.activity[2].id);
    const rest = await itAdmin.agent.get(`/api/admin/activity?before=${firstPage.body.next}`).expect(200);
    expect(rest.body.activity.map((row: { action: string }) => row.action)).toEqual(['offer.import']);
    const work = await workAdmin.agent.get('/api/admin/activity').expect(200);
    expect(work.body.activity).toEqual([]);
    await itAdmin.agent.get('/api/admin/activity?action=drop.tables').expect(400);
  });
});
