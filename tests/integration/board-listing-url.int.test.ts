import { filtersToUrl, urlToFilters } from '@tablica/domain/listing/url-codec';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCandidateBoard, type CandidateBoard } from '../support/candidate-board';

// The server-rendered board renders what its URL says (spec §2): the codec's filters, or 404.

let board: CandidateBoard;

beforeAll(async () => {
  board = await startCandidateBoard({ web: 'dev' });
}, 120_000);
afterAll(async () => {
  await board?.stop();
});

interface RenderedState {
  readonly locale: string;
  readonly home?: { readonly totalOffers: number; readonly newestWithSalary: readonly unknown[] };
  readonly page: { readonly data: readonly { title: string }[]; readonly meta: { totalItems: number } };
}

async function rendered(url: string) {
  const response = await board.api().get(url);
  const state = /<script id="__TABLICA_STATE__" type="application\/json">(.*?)<\/script>/s.exec(
    response.text,
  )?.[1];
  return { status: response.status, state: JSON.parse(state ?? 'null') as RenderedState | null };
}

describe('the list URL is the state', () => {
  const polish = '/praca/warszawa/javascript?zdalnie=tak';

  it('renders only the offers the filters of the path and query find, in the language of the prefix', async () => {
    const { status, state } = await rendered(polish);
    expect(status).toBe(200);
    expect(state?.locale).toBe('pl');
    expect(state?.page.data.map((offer) => offer.title)).toEqual(['Senior React Developer']);
    expect(state?.page.meta.totalItems).toBe(1);
  });

  it('renders the English twin of the same URL the same way', async () => {
    const config = tenantConfig('it');
    const english = filtersToUrl(urlToFilters(polish, config, 'pl'), config, 'en');
    expect(english.startsWith('/jobs/')).toBe(true);
    const { status, state } = await rendered(english);
    expect(status).toBe(200);
    expect(state?.locale).toBe('en');
    expect(state?.page.data.map((offer) => offer.title)).toEqual(['Senior React Developer']);
  });

  it('renders the whole board on the all-cities list, and its count on the homepage', async () => {
    const all = filtersToUrl(urlToFilters('/praca', tenantConfig('it'), 'pl'), tenantConfig('it'), 'pl');
    const { status, state } = await rendered(all);
    expect(status).toBe(200);
    expect(state?.page.meta.totalItems).toBe(5);
    const home = await rendered('/');
    expect(home.status).toBe(200);
    expect(home.state?.home?.totalOffers).toBe(5);
  });

  it('answers 404 for a path that is no page of the board', async () => {
    expect((await rendered('/no-such-page')).status).toBe(404);
    expect((await rendered('/job-offer/whatever')).status).toBe(404);
  });
});
