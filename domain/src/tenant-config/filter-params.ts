import { label, type FilterParam } from './types';

/** The URL range bounds when a range param gives none (spec §5: 0 to 1,000,000). */
export const defaultRangeBounds = { min: 0, max: 1_000_000 } as const;

/** Keyword max 500 (spec §9); the same cut applies to the other free-text filters. */
export const freeTextMaxLength = 500;

/**
 * The list query parameters in the order they appear in URLs. Keys are lower-case ASCII with
 * dashes: no underscore (it separates key and value in path segments) and no clash with the
 * untranslated window keys (`sortBy`, `orderBy`, `from`, `itemsCount`, `currency`).
 */
export const boardParams: readonly FilterParam[] = [
  {
    backendKey: 'keyword',
    frontendKey: label('slowo-kluczowe', 'keyword'),
    type: 'multiselect',
    validation: { max: freeTextMaxLength },
  },
  {
    backendKey: 'skills',
    frontendKey: label('umiejetnosci', 'skills'),
    type: 'multiselect',
    validation: { max: freeTextMaxLength },
  },
  {
    backendKey: 'titles',
    frontendKey: label('stanowiska', 'titles'),
    type: 'multiselect',
    validation: { max: freeTextMaxLength },
  },
  {
    backendKey: 'companies',
    frontendKey: label('firmy', 'companies'),
    type: 'multiselect',
    validation: { max: freeTextMaxLength },
  },
  { backendKey: 'radius', frontendKey: label('odleglosc', 'radius'), type: 'select' },
  {
    backendKey: 'salary',
    frontendKey: label('wynagrodzenie', 'salary'),
    type: 'range',
    validation: { ...defaultRangeBounds },
  },
  { backendKey: 'withSalary', frontendKey: label('z-wynagrodzeniem', 'with-salary'), type: 'boolean' },
  {
    backendKey: 'employmentTypes',
    frontendKey: label('rodzaj-umowy', 'employment-type'),
    type: 'multiselect',
  },
  { backendKey: 'experienceLevels', frontendKey: label('doswiadczenie', 'experience'), type: 'multiselect' },
  { backendKey: 'workingTimes', frontendKey: label('wymiar-pracy', 'working-time'), type: 'multiselect' },
  { backendKey: 'remoteWorkOptions', frontendKey: label('tryb-pracy', 'work-mode'), type: 'multiselect' },
  { backendKey: 'ukraineFriendly', frontendKey: label('dla-ukraincow', 'ukraine-friendly'), type: 'boolean' },
  { backendKey: 'remote', frontendKey: label('zdalnie', 'remote'), type: 'boolean' },
  { backendKey: 'showMap', frontendKey: label('mapa', 'map'), type: 'boolean' },
];
