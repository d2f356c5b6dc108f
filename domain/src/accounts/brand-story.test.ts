import { describe, expect, it } from 'vitest';
import { brandStorySchema, brandStorySlugSchema } from './brand-story';
import { issuesOf } from './test-support';

const story = {
  name: 'Acme',
  type: 'software-house',
  shortDescription: 'We build job boards.',
  description: '<p>We build <strong>job boards</strong>.</p>',
  coverPhotoUrl: 'https://cdn.example.com/acme/cover.jpg',
  technologies: ['TypeScript', 'PostgreSQL'],
  status: 'published',
};

describe('brand story', () => {
  it('accepts a complete story', () => {
    expect(brandStorySchema.parse(story)).toEqual(story);
  });

  it('fills in what may be left out: no cover photo, no technologies, a draft', () => {
    const { coverPhotoUrl: _cover, technologies: _technologies, status: _status, ...rest } = story;
    expect(brandStorySchema.parse(rest)).toEqual({
      ...rest,
      coverPhotoUrl: null,
      technologies: [],
      status: 'draft',
    });
    expect(brandStorySchema.parse({ ...story, coverPhotoUrl: '' }).coverPhotoUrl).toBeNull();
    expect(brandStorySchema.parse({ ...story, coverPhotoUrl: null }).coverPhotoUrl).toBeNull();
  });

  it.each<[string, object, string[]]>([
    ['name required', { name: '' }, ['name: errors.required']],
    ['name at least 2', { name: 'A' }, ['name: errors.companyNameTooShort']],
    ['name at most 50', { name: 'A'.repeat(51) }, ['name: errors.companyNameTooLong']],
    ['type required', { type: undefined }, ['type: errors.required']],
    ['type from the list', { type: 'ngo' }, ['type: errors.invalidOption']],
    ['short description required', { shortDescription: ' ' }, ['shortDescription: errors.required']],
    [
      'short description at most 300',
      { shortDescription: 'A'.repeat(301) },
      ['shortDescription: errors.tooLong'],
    ],
    ['description required', { description: '' }, ['description: errors.required']],
    [
      'description with text, not only markup',
      { description: '<p>&nbsp;</p><br>' },
      ['description: errors.required'],
    ],
    [
      'description at most 20000',
      { description: `<p>${'A'.repeat(20_000)}</p>` },
      ['description: errors.tooLong'],
    ],
    [
      'cover photo an http(s) address',
      { coverPhotoUrl: 'cdn.example.com/a.jpg' },
      ['coverPhotoUrl: errors.protocolMissing'],
    ],
    [
      'cover photo without spaces',
      { coverPhotoUrl: 'https://cdn.example.com/a b.jpg' },
      ['coverPhotoUrl: errors.noSpaces'],
    ],
    ['cover photo valid', { coverPhotoUrl: 'https://cdn/a.jpg' }, ['coverPhotoUrl: errors.invalidUrl']],
    ['technologies a list', { technologies: 'TypeScript' }, ['technologies: errors.invalidValue']],
    [
      'at most 30 technologies',
      { technologies: Array.from({ length: 31 }, (_, i) => `Tech ${i}`) },
      ['technologies: errors.maxSkills'],
    ],
    ['technology not blank', { technologies: ['TypeScript', ' '] }, ['technologies.1: errors.required']],
    ['technology at most 50', { technologies: ['A'.repeat(51)] }, ['technologies.0: errors.skillTooLong']],
    [
      'technology listed once, whatever the case',
      { technologies: ['TypeScript', 'Go', 'typescript '] },
      ['technologies.2: errors.duplicateSkill'],
    ],
    ['status draft or published', { status: 'archived' }, ['status: errors.invalidOption']],
  ])('%s', (_rule, change, expected) => {
    expect(issuesOf(brandStorySchema, { ...story, ...change })).toEqual(expected);
  });

  it('accepts the bounds themselves', () => {
    expect(
      issuesOf(brandStorySchema, {
        ...story,
        shortDescription: 'A'.repeat(300),
        technologies: Array.from({ length: 30 }, (_, i) => `${'T'.repeat(48)}${String(i).padStart(2, '0')}`),
      }),
    ).toEqual([]);
  });
});

describe('brand story slug', () => {
  it.each([
    ['acme', true],
    ['acme-software-house-2', true],
    ['ab', true],
    ['a'.repeat(80), true],
    ['a', false],
    ['a'.repeat(81), false],
    ['Acme', false],
    ['acme_sh', false],
    ['żabka', false],
    ['acme house', false],
  ])('%s → %s', (slug, valid) => {
    expect(brandStorySlugSchema.safeParse(slug).success).toBe(valid);
  });
});
