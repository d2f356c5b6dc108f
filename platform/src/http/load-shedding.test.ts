import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { shedLoad } from './load-shedding';

const slowApp = (concurrency: number, maxWaitMs: number, workMs: number) => {
  const app = express();
  let shed = 0;
  app.get('/work', shedLoad({ concurrency, maxWaitMs, onShed: () => shed++ }), (_req, res) => {
    setTimeout(() => res.json({ ok: true }), workMs);
  });
  return { app, shed: () => shed };
};

describe('load shedding', () => {
  it('serves what fits, lets the next ones wait their turn, and refuses the rest with 503 and Retry-After', async () => {
    const { app, shed } = slowApp(2, 150, 400);
    const server = app.listen(0, '127.0.0.1');
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => request(server).get('/work')));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 503, 503, 503]);
      const refused = answers.find((answer) => answer.status === 503)!;
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['content-type']).toMatch(/problem\+json/);
      expect(refused.body).toMatchObject({ code: 'overloaded', status: 503 });
      expect(shed()).toBe(3);
    } finally {
      server.close();
    }
  });

  it('gives a freed turn to the request that waited, within its wait', async () => {
    const { app } = slowApp(1, 1_000, 100);
    const server = app.listen(0, '127.0.0.1');
    try {
      const answers = await Promise.all(Array.from({ length: 3 }, () => request(server).get('/work')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    } finally {
      server.close();
    }
  });

  it('takes no turn for a client gone before its turn came, and keeps none after a client leaves', async () => {
    const app = express();
    let worked = 0;
    // An earlier middleware that awaits (a session lookup, say): clients leave meanwhile.
    app.use((_req, _res, next) => void setTimeout(next, 100));
    app.get('/work', shedLoad({ concurrency: 1, maxWaitMs: 150 }), (_req, res) => {
      worked++;
      setTimeout(() => res.json({ ok: true }), 20);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Three clients give up before the middleware lets them through.
      await Promise.all(
        Array.from(
          { length: 3 },
          () =>
            new Promise<void>((resolve) => {
              const gone = http.get({ host: '127.0.0.1', port, path: '/work' });
              gone.on('error', () => resolve());
              setTimeout(() => {
                gone.destroy();
                resolve();
              }, 20);
            }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Their turns were never taken: the next clients are served, one after the other.
      const answers = await Promise.all(Array.from({ length: 2 }, () => request(server).get('/work')));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(worked).toBe(2);
    } finally {
      server.close();
    }
  });
});
