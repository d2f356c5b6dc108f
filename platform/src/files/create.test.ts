import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';
import { filesDir, openFileStore } from './create';
import { DiskFileStore } from './disk';
import { S3FileStore } from './s3';

const s3 = {
  STORAGE: 's3',
  S3_URL: 'http://localhost:9000',
  S3_BUCKET: 'tablica',
  S3_ACCESS_KEY_ID: 'tablica-key-id',
  S3_SECRET_ACCESS_KEY: 'tablica-very-secret-access-key',
};

describe('files configuration', () => {
  it('defaults to disk under DATA_DIR/files and region us-east-1', () => {
    const config = loadConfig({}, '/srv/tablica');
    expect(config).toMatchObject({ STORAGE: 'disk', S3_REGION: 'us-east-1' });
    expect(config.FILES_DIR).toBeUndefined();
    expect(filesDir(config)).toBe('/srv/tablica/.data/files');
    expect(filesDir({ ...config, FILES_DIR: '/var/lib/tablica/files' })).toBe('/var/lib/tablica/files');
    expect(filesDir({ ...config, FILES_DIR: 'uploads' })).toBe(path.resolve('uploads'));
  });

  it('with STORAGE=s3 names each missing S3 variable on a line of its own', () => {
    let caught: unknown;
    try {
      loadConfig({ STORAGE: 's3', S3_URL: 'localhost:9000' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems.sort()).toEqual([
      'S3_ACCESS_KEY_ID: is required when STORAGE=s3',
      'S3_BUCKET: is required when STORAGE=s3',
      'S3_SECRET_ACCESS_KEY: is required when STORAGE=s3',
      'S3_URL: must be an http:// or https:// URL of an S3-compatible endpoint (got "localhost:9000")',
    ]);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE: .*\(got "ftp"\)/);
  });

  it('never echoes the S3 credentials in a configuration error', () => {
    let caught: unknown;
    try {
      loadConfig({ ...s3, S3_URL: 'nope', PORT: 'eighty' });
    } catch (error) {
      caught = error;
    }
    const message = (caught as ConfigError).message;
    expect(message).toMatch(/S3_URL/);
    expect(message).not.toContain(s3.S3_SECRET_ACCESS_KEY);
    expect(message).not.toContain(s3.S3_ACCESS_KEY_ID);
  });
});

describe('openFileStore', () => {
  it('opens the disk store by default', async () => {
    const store = openFileStore(loadConfig({}, '/srv/tablica'));
    expect(store).toBeInstanceOf(DiskFileStore);
    expect(store.kind).toBe('disk');
    expect((store as DiskFileStore).root).toBe('/srv/tablica/.data/files');
    await store.close();
  });

  it('opens the S3 store with STORAGE=s3', async () => {
    const store = openFileStore(loadConfig({ ...s3, S3_REGION: 'eu-central-1' }));
    expect(store).toBeInstanceOf(S3FileStore);
    expect(store.kind).toBe('s3');
    expect((store as S3FileStore).location).toBe('http://localhost:9000/tablica');
    await store.close();
  });
});
