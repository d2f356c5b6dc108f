import { describe, expect, it } from 'vitest';
import { describeChanges, revertChanges } from './changes-since';
import { content } from './test-fixtures';

describe('what changed since a version', () => {
  const applied = content();
  const now = content({
    title: 'Lead TypeScript Developer',
    employmentTypes: [{ type: 'b2b', from: 22000, to: 30000, currency: 'PLN', unit: 'month', gross: false }],
    locations: [
      ...applied.locations,
      { city: 'Kraków', street: 'Lubicz 1', countryCode: 'PL', latitude: 50.06, longitude: 19.94 },
    ],
    workplaceType: 'remote',
  });
  // Two edits as the offer history records them (field paths, from, to), oldest first.
  const edits = [
    [
      { field: 'employmentTypes.0.from', from: 20000, to: 22000 },
      { field: 'employmentTypes.0.to', from: 28000, to: 30000 },
    ],
    [
      { field: 'title', from: 'Senior TypeScript Developer', to: 'Lead TypeScript Developer' },
      { field: 'locations.1', from: null, to: now.locations[1] },
      { field: 'workplaceType', from: 'hybrid', to: 'remote' },
    ],
  ];

  it('puts every recorded change back to get the text applied to', () => {
    expect(revertChanges(now, edits)).toEqual(applied);
  });

  it('tells the candidate the salary was raised, a city added, the title and workplace changed', () => {
    expect(describeChanges(revertChanges(now, edits), now)).toEqual([
      { kind: 'title', from: 'Senior TypeScript Developer', to: 'Lead TypeScript Developer' },
      {
        kind: 'salary',
        direction: 'raised',
        from: applied.employmentTypes,
        to: now.employmentTypes,
      },
      { kind: 'locations', added: ['Kraków'], removed: [] },
      { kind: 'workplace', from: 'hybrid', to: 'remote' },
    ]);
  });

  it('says lowered, names removed skills, and notices a description or other change', () => {
    const after = content({
      employmentTypes: [
        { type: 'b2b', from: 18000, to: 25000, currency: 'PLN', unit: 'month', gross: false },
      ],
      optionalSkills: [],
      body: '<p>New text</p>',
      remoteInterview: !applied.remoteInterview,
    });
    expect(describeChanges(applied, after).map((change) => change.kind)).toEqual([
      'salary',
      'skills',
      'description',
      'other',
    ]);
    expect(describeChanges(applied, after)[0]).toMatchObject({ direction: 'lowered' });
    expect(describeChanges(applied, after)[1]).toEqual({
      kind: 'skills',
      added: [],
      removed: ['PostgreSQL'],
    });
    expect(describeChanges(applied, applied)).toEqual([]);
  });
});
