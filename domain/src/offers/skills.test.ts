import { describe, expect, it } from 'vitest';
import { lookUpSkills, skillId, skillsDictionary } from './skills';

const query = { search: '', pageNumber: 1, pageSize: 10, ids: [] };

describe('skills lookup', () => {
  it('gives every skill a distinct slug id', () => {
    expect(skillId('C#')).toBe('c-sharp');
    expect(skillId('C++')).toBe('c-plus-plus');
    expect(skillId('.NET')).toBe('dot-net');
    expect(new Set(skillsDictionary.map((skill) => skill.id)).size).toBe(skillsDictionary.length);
  });

  it('suggests the most asked-for skills for an empty search, a page at a time', () => {
    const first = lookUpSkills(query);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.name).toBe('JavaScript');
    expect(first.total).toBe(skillsDictionary.length);
    const second = lookUpSkills({ ...query, pageNumber: 2 });
    expect(second.items[0]).not.toEqual(first.items[0]);
  });

  it('finds names containing the text, those starting with it first, ignoring case and accents', () => {
    const names = lookUpSkills({ ...query, search: 'SCRIPT' }).items.map((skill) => skill.name);
    expect(names).toEqual(['JavaScript', 'TypeScript', 'PowerShell'].filter((name) => /script/i.test(name)));
    expect(lookUpSkills({ ...query, search: 'ja' }).items[0]?.name).toBe('JavaScript');
    expect(lookUpSkills({ ...query, search: 'zzz' })).toEqual({ items: [], total: 0 });
  });

  it('answers the skills asked for by id, in that order', () => {
    const { items } = lookUpSkills({ ...query, ids: ['go', 'unknown', 'c-sharp'] });
    expect(items.map((skill) => skill.name)).toEqual(['Go', 'C#']);
  });
});
