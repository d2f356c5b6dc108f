// @vitest-environment jsdom
import { defaultListFilters } from '@tablica/domain/listing/filters';
import { act, cleanup, render as draw, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import { islandComponents } from '../../app/island-components';
import type { RenderInput } from '../../app/render-input';
import { OfferRoute } from '../../app/routes/offer';
import { render } from '../../entry-server';
import { offerPageData } from '../../features/offers/test-offers';
import { createEmotionCache } from '../emotion-cache';
import { catalogues, type Catalogue } from './catalogues';
import { compileMessage, compileTexts } from './compile-texts';
import { expandTexts, pageTextsElementId, type CompactTexts } from './page-texts';
import { useMoreTexts } from './use-more-texts';
import { useTranslate } from './use-translate';

// Issues 11 and 13 (initial JavaScript): a page carries the texts its markup used, and the browser
// loads the rest of its language's catalogue once the page has hydrated.

const input: RenderInput = {
  url: '/job-offer/frontend-developer-1a2b3c4d',
  locale: 'pl',
  tenant: { id: 'it', name: 'Tablica IT' },
  filters: defaultListFilters,
  page: { data: [], meta: { from: 0, totalItems: 0, next: null, prev: null } },
  offer: offerPageData(),
  status: 200,
  now: '2026-11-26T10:00:00.000Z',
};

const pageTextsSource = (head: string) =>
  new RegExp(`<script id="${pageTextsElementId}" type="application/json">(.*?)</script>`, 's').exec(
    head,
  )![1]!;
const pageTexts = (head: string) => JSON.parse(pageTextsSource(head)) as CompactTexts;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the texts the server gives a page', () => {
  it('are those its markup used, compiled, and enough to render the same markup again', () => {
    const { html, head } = render(input);
    const texts = pageTexts(head);
    const ids = Object.keys(texts);
    expect(ids).toContain('offerPage.description');
    expect(ids).not.toContain('jobAlerts.subscribe.doubleOptIn');
    expect(ids.length).toBeLessThan(Object.keys(catalogues.pl).length / 3);
    for (const id of ids) expect(texts[id]).toEqual(compileMessage(catalogues.pl[id as keyof Catalogue]));
    // What the browser's first render does with them: the server's markup, not an id in its place.
    const error = vi.spyOn(console, 'error');
    const again = renderToString(
      <App
        input={input}
        emotionCache={createEmotionCache()}
        messages={expandTexts(texts)}
        moreMessages={() => new Promise<Catalogue>(() => undefined)}
        route={OfferRoute}
        islands={islandComponents}
      />,
    );
    expect(again).toBe(html);
    expect(error).not.toHaveBeenCalled();
  });

  it('hold what a part shows only after hydrating (the subcategory chips’ counts), not its id meanwhile', () => {
    const listing: RenderInput = {
      ...input,
      url: '/praca/javascript',
      filters: { ...defaultListFilters, category: 'javascript' },
      offer: undefined,
    };
    const { html, head } = render(listing);
    expect(html).toContain('React');
    expect(Object.keys(pageTexts(head))).toContain('filters.withCount');
  });

  it('cannot close their <script> element', () => {
    const json = pageTextsSource(render({ ...input, locale: 'en' }).head);
    expect(json).not.toMatch(/<\//);
    expect(() => JSON.parse(json) as unknown).not.toThrow();
  });
});

function Probe({ id, renders }: { readonly id: 'offerPage.description'; readonly renders: string[] }) {
  const t = useTranslate();
  const text = t(id);
  renders.push(text);
  return <p>{text}</p>;
}

function Texts({
  messages,
  more,
  renders,
}: {
  readonly messages: Catalogue;
  readonly more: () => Promise<Catalogue>;
  readonly renders: string[];
}) {
  const texts = useMoreTexts(messages, more);
  return (
    <IntlProvider locale="pl" messages={texts.messages} onError={texts.onError}>
      <Probe id="offerPage.description" renders={renders} />
    </IntlProvider>
  );
}

describe('the rest of the texts, after hydration', () => {
  const rest = () => expandTexts(compileTexts(catalogues.pl));

  it('join the page’s without drawing anything again', async () => {
    const messages = expandTexts({
      'offerPage.description': compileMessage(catalogues.pl['offerPage.description']),
    });
    const renders: string[] = [];
    let arrive!: (texts: Catalogue) => void;
    draw(
      <Texts
        messages={messages}
        more={() => new Promise((resolve) => (arrive = resolve))}
        renders={renders}
      />,
    );
    await act(async () => arrive(rest()));
    expect(Object.keys(messages).length).toBe(Object.keys(catalogues.pl).length);
    expect(renders).toEqual([catalogues.pl['offerPage.description']]);
  });

  it('draw again, without an error, what asked for a text before they came', async () => {
    const error = vi.spyOn(console, 'error');
    const renders: string[] = [];
    let arrive!: (texts: Catalogue) => void;
    draw(
      <Texts
        messages={expandTexts({})}
        more={() => new Promise((resolve) => (arrive = resolve))}
        renders={renders}
      />,
    );
    expect(screen.getByText('offerPage.description')).toBeTruthy();
    await act(async () => arrive(rest()));
    expect(screen.getByText(catalogues.pl['offerPage.description'])).toBeTruthy();
    expect(error).not.toHaveBeenCalled();
  });

  it('are tried again when their download fails', async () => {
    vi.useFakeTimers();
    try {
      const more = vi
        .fn<() => Promise<Catalogue>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue(rest());
      draw(<Texts messages={expandTexts({})} more={more} renders={[]} />);
      await act(async () => vi.advanceTimersByTimeAsync(2_500));
      expect(more).toHaveBeenCalledTimes(2);
      expect(screen.getByText(catalogues.pl['offerPage.description'])).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
