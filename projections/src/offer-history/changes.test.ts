import { describe, expect, it } from 'vitest';
import { evolve, initialState, type OfferEvent } from '@tablica/domain/offers/offer';
import { content, draftOf, events, form, history, later, now } from '@tablica/domain/offers/test-fixtures';
import { describeEvent, diffFields, type TrackedOffer } from './changes';

/** The history entries of a stream, each event told against what the ones before it left. */
function trail(stream: readonly OfferEvent[]) {
  let tracked: TrackedOffer | null = null;
  return stream.map((event) => {
    const entry = describeEvent(tracked, event);
    tracked = entry.next;
    return { type: event.type, ...entry };
  });
}

describe('field-level changes', () => {
  it('go down to the leaves both versions have', () => {
    expect(
      diffFields(
        { title: 'Java Developer', locations: [{ city: 'Kraków', street: 'Lubicz 1' }], remote: false },
        {
          title: 'Senior Java Developer',
          locations: [{ city: 'Kraków', street: 'Lubicz 2' }],
          remote: false,
        },
      ),
    ).toEqual([
      { field: 'title', from: 'Java Developer', to: 'Senior Java Developer' },
      { field: 'locations.0.street', from: 'Lubicz 1', to: 'Lubicz 2' },
    ]);
  });

  it('report an item that appears or goes as a whole, and treat missing, null, empty alike', () => {
    expect(
      diffFields(
        { skills: [{ name: 'Java' }], contact: null, phone: '' },
        { skills: [{ name: 'Java' }, { name: 'Kotlin' }], contact: undefined, phone: null, size: '11-25' },
      ),
    ).toEqual([
      { field: 'skills.1', from: null, to: { name: 'Kotlin' } },
      { field: 'size', from: null, to: '11-25' },
    ]);
  });

  it("list the new version's fields in its order, then the ones only the old version had", () => {
    expect(
      diffFields({ gone: 'a', title: 'A', tags: ['x', 'y'] }, { title: 'B', tags: ['x'], added: 1 }),
    ).toEqual([
      { field: 'title', from: 'A', to: 'B' },
      { field: 'tags.1', from: 'y', to: null },
      { field: 'added', from: null, to: 1 },
      { field: 'gone', from: 'a', to: null },
    ]);
  });
});

describe('the history of an offer', () => {
  it('tells a whole life in order: draft, summary, publication, edit, refresh, extension, end', () => {
    const edited = content({ title: 'Lead TypeScript Developer' });
    const stream: OfferEvent[] = [
      events.created(draftOf(form({ title: 'TypeScript Developer' }))),
      events.edited(draftOf(form())),
      events.submitted(),
      events.bought('publish'),
      events.published(),
      events.firstPublished(),
      { type: 'OfferEdited', data: { offerId: 'x', content: edited, editedAt: later(1).toISOString() } },
      events.bought('refresh', later(5)),
      {
        type: 'OfferRefreshed',
        data: { offerId: 'x', refreshedAt: later(5).toISOString(), previousPublishedAt: now.toISOString() },
      },
      events.published(later(5), edited, later(35)),
      events.bought('extend', later(6)),
      {
        type: 'OfferExtended',
        data: {
          offerId: 'x',
          previousExpiredAt: later(35).toISOString(),
          expiredAt: later(65).toISOString(),
          extendedAt: later(6).toISOString(),
        },
      },
      events.finished(later(7)),
    ];
    // The stream is one the aggregate accepts.
    expect(stream.reduce(evolve, initialState()).status).toBe('finished');

    const entries = trail(stream);
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Draft created in the employer panel, plan pro',
      'Draft saved',
      'Draft submitted: passed full validation (summary step)',
      'Package bought for publication on plan pro, with code PRO-2026',
      'Published from 2026-11-22 until 2026-12-22',
      'First publication on 2026-11-22',
      'Offer edited',
      'Package bought for refresh on plan pro, with code PRO-2026',
      'Refreshed (republished); the period that started on 2026-11-22 ends',
      'Published again from 2026-11-27 until 2026-12-27',
      'Package bought for extension on plan pro, with code PRO-2026',
      'Extended until 2027-01-26',
      'Recruitment finished on 2026-11-29',
    ]);
    const changesOf = (index: number) => entries[index]!.changes;
    expect(changesOf(0)).toContainEqual({ field: 'status', from: null, to: 'draft' });
    expect(changesOf(0)).toContainEqual({ field: 'title', from: null, to: 'TypeScript Developer' });
    expect(changesOf(1)).toEqual([
      { field: 'title', from: 'TypeScript Developer', to: 'Senior TypeScript Developer' },
    ]);
    expect(changesOf(2)).toContainEqual({ field: 'status', from: 'draft', to: 'summary' });
    expect(changesOf(3)).toEqual([
      { field: 'package', from: null, to: 'publish' },
      { field: 'code', from: null, to: 'PRO-2026' },
    ]);
    expect(changesOf(4)).toEqual([
      { field: 'status', from: 'summary', to: 'published' },
      { field: 'period.publishedAt', from: null, to: now.toISOString() },
      { field: 'period.expiredAt', from: null, to: later(30).toISOString() },
    ]);
    expect(changesOf(6)).toEqual([
      { field: 'title', from: 'Senior TypeScript Developer', to: 'Lead TypeScript Developer' },
    ]);
    expect(changesOf(9)).toEqual([
      { field: 'period.publishedAt', from: now.toISOString(), to: later(5).toISOString() },
      { field: 'period.expiredAt', from: later(30).toISOString(), to: later(35).toISOString() },
    ]);
    expect(changesOf(11)).toEqual([
      { field: 'period.expiredAt', from: later(35).toISOString(), to: later(65).toISOString() },
    ]);
    expect(changesOf(12)).toEqual([
      { field: 'status', from: 'published', to: 'finished' },
      { field: 'finishedAt', from: null, to: later(7).toISOString() },
    ]);
    expect(entries.at(-1)!.next.status).toBe('finished');
  });

  it('tells an import, the bumps and a deletion', () => {
    const imported = trail([
      events.published(),
      events.bumped(later(7), 1),
      events.expired(),
      events.deleted(later(40)),
    ]);
    expect(imported[0]!.summary).toBe('Imported and published from 2026-11-22 until 2026-12-22');
    expect(imported[0]!.changes).toContainEqual({ field: 'plan', from: null, to: 'pro' });
    expect(imported[0]!.changes).toContainEqual({
      field: 'title',
      from: null,
      to: 'Senior TypeScript Developer',
    });
    expect(imported[1]!.changes).toEqual([{ field: 'bumpsUsed', from: 0, to: 1 }]);
    expect(imported[2]!.changes).toEqual([{ field: 'status', from: 'published', to: 'expired' }]);
    expect(imported[3]!.changes).toEqual([{ field: 'status', from: 'expired', to: 'deleted' }]);
    expect(trail(history.deleted()).map((entry) => entry.next.status)).toEqual(['draft', 'deleted']);
  });
});
