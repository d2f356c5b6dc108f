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
});
