import { describe, expect, it } from 'vitest';
import { apiFailure, type CallApi } from '../api';
import { fetchBrandStory } from './brandStoryApi';
import { technologyChoices } from './choices';

const failing =
  (error: unknown): CallApi =>
  async () => {
    throw error;
  };

describe('fetchBrandStory', () => {
  it('reads an empty 404 as "no story yet": a blank draft', async () => {
    await expect(fetchBrandStory(failing(apiFailure(404, null)), 'acme')).resolves.toEqual({
      id: 'acme',
      exists: false,
      name: '',
      type: '',
      shortDescription: '',
      description: '',
      coverPhotoUrl: '',
      technologies: [],
      status: 'draft',
    });
  });

  it('keeps other failures failures', async () => {
    await expect(
      fetchBrandStory(failing(apiFailure(404, { code: 'not_found' })), 'other'),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('technologyChoices', () => {
  it('lists each technology once, whatever its case, sorted', () => {
    expect(technologyChoices(['React', 'TypeScript'], ['react', 'Elixir'], [' Go '])).toEqual([
      { id: 'Elixir', name: 'Elixir' },
      { id: 'Go', name: 'Go' },
      { id: 'React', name: 'React' },
      { id: 'TypeScript', name: 'TypeScript' },
    ]);
  });
});
