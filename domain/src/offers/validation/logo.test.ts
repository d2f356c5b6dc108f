import { describe, expect, it } from 'vitest';
import { toFieldIssues } from '../../validation';
import { logoUploadSchema } from './logo';

function check(file: { fileName: string; mimeType: string; size: number }) {
  const result = logoUploadSchema.safeParse(file);
  return result.success ? [] : toFieldIssues(result.error).map(({ path, code }) => `${path}: ${code}`);
}

describe('logo upload (spec §5)', () => {
  it('accepts jpg, jpeg and png up to 5 MB', () => {
    expect(check({ fileName: 'logo.PNG', mimeType: 'image/png', size: 5_242_880 })).toEqual([]);
    expect(check({ fileName: 'logo.jpeg', mimeType: 'image/jpeg', size: 1 })).toEqual([]);
    expect(check({ fileName: 'logo.jpg', mimeType: 'image/jpg', size: 1 })).toEqual([]);
  });

  it('rejects other formats, empty files and files over the limit', () => {
    expect(check({ fileName: 'logo.gif', mimeType: 'image/gif', size: 10 })).toEqual([
      'fileName: errors.invalidFileType',
    ]);
    expect(check({ fileName: 'logo.png', mimeType: 'image/svg+xml', size: 10 })).toEqual([
      'fileName: errors.invalidFileType',
    ]);
    expect(check({ fileName: 'logo.png', mimeType: 'image/png', size: 0 })).toEqual([
      'size: errors.corruptedFile',
    ]);
    expect(check({ fileName: 'logo.png', mimeType: 'image/png', size: 5_242_881 })).toEqual([
      'size: errors.fileTooLarge',
    ]);
  });
});
