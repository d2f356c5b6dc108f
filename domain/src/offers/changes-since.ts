import type { ExperienceLevel, WorkingTime, WorkplaceType } from '../catalogue';
import type { EmploymentType, OfferContent } from './content';

/**
 * "What changed since you applied" and an offer's freshness, as candidates see them (issue 13,
 * item 2): worked out from the offer's recorded history (its events' field changes), never guessed.
 */

/** One leaf an event changed (the offer history's `{field, from, to}`, `field` a dotted path). */
export interface RecordedChange {
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
}

export type OfferChange =
  | { readonly kind: 'title'; readonly from: string; readonly to: string }
  | {
      readonly kind: 'salary';
      readonly direction: 'raised' | 'lowered' | 'changed';
      readonly from: readonly EmploymentType[];
      readonly to: readonly EmploymentType[];
    }
  | { readonly kind: 'locations'; readonly added: readonly string[]; readonly removed: readonly string[] }
  | { readonly kind: 'skills'; readonly added: readonly string[]; readonly removed: readonly string[] }
  | { readonly kind: 'workplace'; readonly from: WorkplaceType; readonly to: WorkplaceType }
  | { readonly kind: 'experience'; readonly from: ExperienceLevel; readonly to: ExperienceLevel }
  | { readonly kind: 'workingTime'; readonly from: WorkingTime; readonly to: WorkingTime }
  | { readonly kind: 'description' }
  | { readonly kind: 'other' };

/** The changes since the version a signed-in candidate applied to (only ever shown to them). */
export interface ChangesSinceApplied {
  readonly appliedAt: string;
  /** Edits that changed something, after the version applied to. */
  readonly edits: number;
  readonly lastEditedAt: string | null;
  readonly changes: readonly OfferChange[];
}

/** What every visitor is told of an offer's age (from its events). */
export interface OfferFreshness {
  readonly firstPublishedAt: string | null;
  readonly lastRefreshedAt: string | null;
  readonly refreshes: number;
  readonly edits: number;
  readonly lastEditedAt: string | null;
}

type Json = unknown;

const isContainer = (value: Json): value is Record<string, Json> | Json[] =>
  typeof value === 'object' && value !== null;

function clone(value: Json): Json {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Json);
}

/** Sets `path` in `root` to `value` (null: the leaf was not there), making containers on the way. */
function setPath(root: Record<string, Json>, path: readonly string[], value: Json): void {
  let node: Record<string, Json> | Json[] = root;
  path.forEach((key, index) => {
    const last = index === path.length - 1;
    const slot = Array.isArray(node) ? Number(key) : key;
    const container = node as Record<string | number, Json>;
    if (last) {
      container[slot] = value === null ? undefined : clone(value);
      return;
    }
    if (!isContainer(container[slot])) container[slot] = /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
    node = container[slot] as Record<string, Json> | Json[];
  });
}

/** Arrays lose the holes a reverted appearance leaves (an item that was not there yet). */
function compact(value: Json): Json {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (isContainer(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
  return value;
}

/**
 * The offer's text as it was before `edits` (oldest first), from the text now: each change put back
 * to its `from`, newest edit first.
 */
export function revertChanges(
  now: OfferContent,
  edits: readonly (readonly RecordedChange[])[],
): OfferContent {
  const text = clone(now) as Record<string, Json>;
  for (const changes of [...edits].reverse())
    for (const change of changes) setPath(text, change.field.split('.'), change.from);
  return compact(text) as unknown as OfferContent;
}

const highest = (types: readonly EmploymentType[]) =>
  Math.max(0, ...types.map((type) => type.to ?? type.from ?? 0));
const lowest = (types: readonly EmploymentType[]) => Math.max(0, ...types.map((type) => type.from ?? 0));

function sameSalaries(a: readonly EmploymentType[], b: readonly EmploymentType[]): boolean {
  const key = (type: EmploymentType) =>
    `${type.type}|${type.from ?? null}|${type.to ?? null}|${type.currency}|${type.unit}|${type.gross}`;
  return a.map(key).sort().join(';') === b.map(key).sort().join(';');
}

function listChange(before: readonly string[], after: readonly string[]) {
  const had = new Set(before.map((item) => item.toLowerCase()));
  const has = new Set(after.map((item) => item.toLowerCase()));
  return {
    added: after.filter((item) => !had.has(item.toLowerCase())),
    removed: before.filter((item) => !has.has(item.toLowerCase())),
  };
}

/** What a candidate would notice between two versions of the offer's text, in the page's order. */
export function describeChanges(before: OfferContent, after: OfferContent): OfferChange[] {
  const found: OfferChange[] = [];
  if (before.title !== after.title) found.push({ kind: 'title', from: before.title, to: after.title });
  if (!sameSalaries(before.employmentTypes, after.employmentTypes)) {
    const up = highest(after.employmentTypes) - highest(before.employmentTypes);
    const floor = lowest(after.employmentTypes) - lowest(before.employmentTypes);
    const direction =
      up >= 0 && floor >= 0 && up + floor > 0
        ? 'raised'
        : up <= 0 && floor <= 0 && up + floor < 0
          ? 'lowered'
          : 'changed';
    found.push({ kind: 'salary', direction, from: before.employmentTypes, to: after.employmentTypes });
  }
  const cities = listChange(
    before.locations.map((place) => place.city),
    after.locations.map((place) => place.city),
  );
  if (cities.added.length + cities.removed.length > 0) found.push({ kind: 'locations', ...cities });
  const skills = (content: OfferContent) =>
    [...content.requiredSkills, ...content.optionalSkills].map((skill) => skill.name);
  const skillChange = listChange(skills(before), skills(after));
  if (skillChange.added.length + skillChange.removed.length > 0)
    found.push({ kind: 'skills', ...skillChange });
  if (before.workplaceType !== after.workplaceType)
    found.push({ kind: 'workplace', from: before.workplaceType, to: after.workplaceType });
  if (before.experienceLevel !== after.experienceLevel)
    found.push({ kind: 'experience', from: before.experienceLevel, to: after.experienceLevel });
  if (before.workingTime !== after.workingTime)
    found.push({ kind: 'workingTime', from: before.workingTime, to: after.workingTime });
  if (before.body !== after.body) found.push({ kind: 'description' });
  const told = new Set([
    'title',
    'employmentTypes',
    'locations',
    'requiredSkills',
    'optionalSkills',
    'workplaceType',
    'experienceLevel',
    'workingTime',
    'body',
    'publishAt',
    'expiredAt',
  ]);
  const rest = (content: OfferContent) =>
    JSON.stringify(
      Object.entries(content)
        .filter(([key]) => !told.has(key))
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  if (rest(before) !== rest(after)) found.push({ kind: 'other' });
  return found;
}
