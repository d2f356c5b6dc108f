import { describe, expect, it } from 'vitest';
import { parseApiFilters } from '@tablica/domain/listing/api-query';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { distinctFilters } from './long-tail';

describe('the long tail of questions', () => {
  it('never asks the same question twice, and every question is one the board understands', () => {
    let state = 1;
    const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
    const config = tenantConfig('it');
    const seen = new Set<string>();
    const shapes = new Set<string>();
    for (let serial = 0; serial < 2_000; serial++) {
      const params = distinctFilters(next, serial);
      const filters = parseApiFilters(Object.fromEntries(params), config);
      seen.add(JSON.stringify(filters));
      shapes.add(
        [
          filters.city ? 'city' : '',
          filters.radiusKm ? 'radius' : '',
          filters.category ? 'category' : '',
          filters.subcategories.length ? 'subs' : '',
          filters.keywords.length ? 'keywords' : 'skills',
          filters.remote ? 'remote' : '',
          filters.sort.sortBy,
        ].join(','),
      );
      expect(filters.salary).not.toBeNull();
    }
    expect(seen.size).toBe(2_000);
    expect(shapes.size).toBeGreaterThan(40);
  });
});
