import { describe, expect, it } from 'vitest';
import { boardDocuments } from './contract';

describe('toSearchDocument', () => {
  it('normalises pay to monthly base-currency ranges and derives the flags', () => {
    const python = boardDocuments.find((document) => document.slug === 'python-warszawa')!;
    expect(python.employmentTypes).toEqual([{ type: 'b2b', monthlyFrom: 25_200, monthlyTo: 30_240 }]);
    expect(python.remote).toBe(true);
    expect(python.withSalary).toBe(true);
    const node = boardDocuments.find((document) => document.slug === 'node-gdansk')!;
    expect(node.employmentTypes).toEqual([{ type: 'b2b', monthlyFrom: 21_250, monthlyTo: 21_250 }]);
    expect(node.newestAt).toBe('2026-05-31T10:00:00.000Z');
    const qa = boardDocuments.find((document) => document.slug === 'qa-wieliczka')!;
    expect(qa.withSalary).toBe(false);
    expect(qa.locations).toEqual([
      { city: 'Wieliczka', citySlug: 'wieliczka', latitude: 49.987, longitude: 20.0647 },
    ]);
  });

  it('files the offer under its subcategory with the main category as parent', () => {
    const react = boardDocuments.find((document) => document.slug === 'react-krakow')!;
    expect([react.categoryId, react.parentCategoryId]).toEqual(['react', 'javascript']);
    expect(react.skills).toEqual(['React', 'TypeScript', 'JavaScript']);
    expect(react.ukraineFriendly).toBe(true);
  });
});
