import { defaultListFilters } from '@tablica/domain/listing/filters';
import { describe, expect, it } from 'vitest';
import { alertNameOf } from './alert-name';

describe('the name an alert form starts with', () => {
  it('joins the search’s tags in the page’s language, cut to the signs a name may hold', () => {
    const filters = {
      ...defaultListFilters,
      category: 'javascript',
      subcategories: ['react', 'nodejs'],
      city: 'warszawa',
      keywords: ['senior!', 'C++'],
    };
    expect(alertNameOf(filters, 'it', 'en')).toBe('React, Node js, Warsaw, senior, C++');
    expect(alertNameOf(filters, 'it', 'pl')).toBe('React, Node js, Warszawa, senior, C++');
  });

  it('is empty when nothing narrows the list, and stays within 999 characters', () => {
    expect(alertNameOf(defaultListFilters, 'it', 'pl')).toBe('');
    const long = {
      ...defaultListFilters,
      keywords: Array.from({ length: 30 }, (_, n) => `${n}`.padEnd(60, 'x')),
    };
    const name = alertNameOf(long, 'it', 'pl');
    expect(name.length).toBeLessThanOrEqual(999);
    expect(name.split(', ')).toHaveLength(16);
  });
});
