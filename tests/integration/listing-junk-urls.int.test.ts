import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCandidateBoard, type CandidateBoard } from '../support/candidate-board';

// Issue 11 "Bad input": any list URL is the listing with what could be read, or the 404 page; never a
// 500, never a script of the URL reflected into the page. Generated URLs against the real server.

let board: CandidateBoard;

beforeAll(async () => {
  board = await startCandidateBoard({ web: 'dev' });
}, 120_000);
afterAll(async () => {
  await board?.stop();
});

/** What a hostile or broken link may carry; `MARK` is what must never come back unescaped. */
const junk = fc.oneof(
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '%00',
    '%E0%A4%A',
    '%',
    '%ZZ',
    '..',
    '%2e%2e',
    encodeURIComponent('<script>MARK</script>'),
    '"><img src=x onerror=MARK>',
    encodeURIComponent('"><svg onload=MARK>'),
    'x'.repeat(5_000),
    'warszawa',
    'javascript',
    'react,vue',
    'doswiadczenie_mid.senior',
    'wynagrodzenie_10000.20000',
  ),
);
const key = fc.constantFrom(
  'zdalnie',
  'wynagrodzenie',
  'slowo-kluczowe',
  'from',
  'sortBy',
  'mapa',
  'x',
  '%00',
  'lang',
);
const query = fc
  .array(fc.tuple(key, junk), { maxLength: 50 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));
const url = fc
  .tuple(fc.constantFrom('praca', 'jobs', 'praca-x', '%E0%A4%A', ''), fc.array(junk, { maxLength: 4 }), query)
  .map(([prefix, segments, search]) => `/${[prefix, ...segments].join('/')}${search ? `?${search}` : ''}`);

describe('junk list URLs', () => {
  it('answer the listing or the 404 page, never a 500, never a reflected script', async () => {
    await fc.assert(
      fc.asyncProperty(url, async (path) => {
        const response = await board.api().get(path);
        expect([200, 404], `${path}: ${response.text.slice(0, 300)}`).toContain(response.status);
        const html = response.text;
        expect(html, path).not.toMatch(/<script>MARK|<img src=x onerror|<svg onload/i);
      }),
      { numRuns: 60 },
    );
  }, 300_000);
});
