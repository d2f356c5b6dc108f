import { brandStoryStatuses, brandStoryTypes } from '@tablica/domain/accounts/brand-story';

export const typeChoices = brandStoryTypes.map((type) => ({ id: type, name: `brandStory.types.${type}` }));
export const statusChoices = brandStoryStatuses.map((status) => ({
  id: status,
  name: `brandStory.statuses.${status}`,
}));

export interface TechnologyChoice {
  readonly id: string;
  readonly name: string;
}

/** Suggestions and the story's own technologies, each once (compared case-insensitively), sorted. */
export function technologyChoices(...groups: readonly (readonly string[])[]): TechnologyChoice[] {
  const byKey = new Map<string, string>();
  for (const name of groups.flat()) {
    const trimmed = name.trim();
    const key = trimmed.toLocaleLowerCase('pl');
    if (key && !byKey.has(key)) byKey.set(key, trimmed);
  }
  return [...byKey.values()]
    .sort((a, b) => a.localeCompare(b, 'pl', { sensitivity: 'base' }))
    .map((name) => ({ id: name, name }));
}
