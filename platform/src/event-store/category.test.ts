import { describe, expect, it } from 'vitest';
import { streamCategory } from './category';

describe('streamCategory', () => {
  it.each([
    ['offer-0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d', 'offer'],
    ['job-alert-0B6F7C1E-9D2A-4F3B-8C1D-2E3F4A5B6C7D', 'job-alert'],
    ['brand-story-0b6f7c1e-9d2a-4f3b-8c1d-2e3f4a5b6c7d', 'brand-story'],
    ['brand-story-c42', 'brand-story'],
    ['plan-basic', 'plan'],
    ['accounts', 'accounts'],
    ['-x', '-x'],
  ])('%s is in %s', (streamId, category) => {
    expect(streamCategory(streamId)).toBe(category);
  });
});
