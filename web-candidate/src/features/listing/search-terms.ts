import type { ListFilters } from '@tablica/domain/listing/filters';
import type { Suggestions } from './api/list-api';
import type { RecentSearch } from './state/listing-atoms';

/** A chip of the search bar (spec §3 search term {label, variant}). */
export type SearchTerm = RecentSearch;

const fieldOf = { titles: 'titles', companies: 'companies', skills: 'skills', keyword: 'keywords' } as const;

/** The search bar's chips from the filters: titles, companies, skills, then keywords. */
export function termsOf(filters: ListFilters): SearchTerm[] {
  return [
    ...filters.titles.map((title) => ({ variant: 'titles' as const, title })),
    ...filters.companies.map((title) => ({ variant: 'companies' as const, title })),
    ...filters.skills.map((title) => ({ variant: 'skills' as const, title })),
    ...filters.keywords.map((title) => ({ variant: 'keyword' as const, title })),
  ];
}

/** The filters with the search bar's chips replaced by `terms` (each once, case ignored). */
export function withTerms(filters: ListFilters, terms: readonly SearchTerm[]): ListFilters {
  const next = {
    titles: [] as string[],
    companies: [] as string[],
    skills: [] as string[],
    keywords: [] as string[],
  };
  for (const term of terms) {
    const text = term.title.replace(/\s+/g, ' ').trim();
    const field = next[fieldOf[term.variant]];
    if (text !== '' && !field.some((known) => known.toLocaleLowerCase() === text.toLocaleLowerCase()))
      field.push(text);
  }
  return { ...filters, ...next };
}

/** Options for typed text: the text itself as a keyword, then the suggested titles, companies, skills. */
export function suggestionOptions(text: string, suggestions: Suggestions | null): SearchTerm[] {
  const typed = text.replace(/\s+/g, ' ').trim();
  return [
    ...(typed === '' ? [] : [{ variant: 'keyword' as const, title: typed }]),
    ...(suggestions?.titles ?? []).map((item) => ({ variant: 'titles' as const, title: item.title })),
    ...(suggestions?.companies ?? []).map((item) => ({ variant: 'companies' as const, title: item.title })),
    ...(suggestions?.skills ?? []).map((item) => ({ variant: 'skills' as const, title: item.title })),
  ];
}

export const sameTerm = (a: SearchTerm, b: SearchTerm) =>
  a.variant === b.variant && a.title.toLocaleLowerCase() === b.title.toLocaleLowerCase();
