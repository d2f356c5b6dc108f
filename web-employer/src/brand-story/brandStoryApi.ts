import type { BrandStory } from '@tablica/domain/accounts/brand-story';
import { isApiFailure, type CallApi } from '../api';

/** The brand-story editor's record; `exists` is false until the company saves its first story. */
export interface BrandStoryRecord {
  readonly id: string;
  readonly exists: boolean;
  name: string;
  type: string;
  shortDescription: string;
  description: string;
  coverPhotoUrl: string;
  technologies: string[];
  status: BrandStory['status'];
}

const path = (slug: string) => `/v2/employer-panel/brand-stories/${encodeURIComponent(slug)}`;

export function brandStoryRecord(slug: string, story: BrandStory): BrandStoryRecord {
  return { ...story, id: slug, exists: true, coverPhotoUrl: story.coverPhotoUrl ?? '' };
}

/** A blank story for a company that has none yet. */
export function blankBrandStory(slug: string): BrandStoryRecord {
  return {
    id: slug,
    exists: false,
    name: '',
    type: '',
    shortDescription: '',
    description: '',
    coverPhotoUrl: '',
    technologies: [],
    status: 'draft',
  };
}

/** Spec §8: an empty 404 from the data call means "no story yet", not an error. */
export async function fetchBrandStory(call: CallApi, slug: string): Promise<BrandStoryRecord> {
  try {
    return brandStoryRecord(
      slug,
      await call<BrandStory>(`/v2/employer-panel/brand-stories/data/${encodeURIComponent(slug)}`),
    );
  } catch (error) {
    if (isApiFailure(error) && error.status === 404 && error.body === null) return blankBrandStory(slug);
    throw error;
  }
}

export async function saveBrandStory(
  call: CallApi,
  slug: string,
  story: BrandStory,
): Promise<BrandStoryRecord> {
  const { name, type, shortDescription, description, coverPhotoUrl, technologies, status } = story;
  const body: BrandStory = { name, type, shortDescription, description, coverPhotoUrl, technologies, status };
  return brandStoryRecord(slug, await call<BrandStory>(path(slug), { method: 'PUT', json: body }));
}

/** Technology names to suggest: popular ones and those other published stories name. */
export function fetchTechnologies(call: CallApi): Promise<string[]> {
  return call<string[]>('/v2/employer-panel/brand-stories/technologies');
}
