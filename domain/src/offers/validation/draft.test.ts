import { describe, expect, it } from 'vitest';
import { offerDraftSchema } from './draft';

describe('offer draft (looser validation)', () => {
  it('accepts an empty or half-filled draft as it is', () => {
    expect(offerDraftSchema.parse({})).toEqual({});
    expect(
      offerDraftSchema.parse({
        title: ' Dev ',
        locations: [{ city: 'Kraków' }],
        employmentTypes: [{ type: 'any', from: 1000 }],
        contact: null,
        unknownField: 'dropped',
      }),
    ).toEqual({
      title: 'Dev',
      locations: [{ city: 'Kraków' }],
      employmentTypes: [{ type: 'any', from: 1000 }],
      contact: null,
    });
  });

  it('still rejects what could never be loaded back into the form', () => {
    const result = offerDraftSchema.safeParse({
      title: 42,
      workplaceType: 'moon',
      locations: Array.from({ length: 21 }, () => ({})),
      employmentTypes: [{ from: -1 }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', expect.any(String)],
      ['workplaceType', 'errors.invalidOption'],
      ['locations', 'errors.maxLocations'],
      ['employmentTypes.0.from', 'errors.salaryNotPositive'],
    ]);
  });
});
