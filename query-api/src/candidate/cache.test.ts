import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendAnswer } from './cache';

describe('sendAnswer', () => {
  it('builds and serialises a body once per answer and variant, and answers 304 to its ETag', async () => {
    const answers = [{ items: ['a'] }, { items: ['b'] }];
    let builds = 0;
    const app = express().get('/:answer/:variant', (req, res) => {
      const answer = answers[Number(req.params.answer)]!;
      sendAnswer(req, res, answer, req.params.variant, () => {
        builds++;
        return { data: answer.items, variant: req.params.variant };
      });
    });
    const first = await request(app).get('/0/pl').expect(200);
    expect(first.body).toEqual({ data: ['a'], variant: 'pl' });
    expect((await request(app).get('/0/pl').expect(200)).headers.etag).toBe(first.headers.etag);
    expect(builds).toBe(1);
    expect((await request(app).get('/0/en').expect(200)).body).toEqual({ data: ['a'], variant: 'en' });
    expect((await request(app).get('/1/pl').expect(200)).body).toEqual({ data: ['b'], variant: 'pl' });
    expect(builds).toBe(3);
    await request(app).get('/0/pl').set('If-None-Match', first.headers.etag!).expect(304);
    expect(first.headers['cache-control']).toContain('public');
  });
});
