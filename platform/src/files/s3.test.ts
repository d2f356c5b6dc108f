import { describe, expect, it } from 'vitest';
import { fileStoreContract } from './contract';
import { needsPathStyle, S3FileStore } from './s3';

// An S3-compatible server with a bucket made for the tests, e.g. docker-compose's MinIO:
// S3_URL=http://localhost:9000 S3_BUCKET=tablica-test S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=…
const env = {
  S3_URL: process.env.S3_URL,
  S3_BUCKET: process.env.S3_BUCKET,
  S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
};
const missing = Object.entries(env)
  .filter(([, value]) => !value)
  .map(([name]) => name);

fileStoreContract(
  'S3',
  async () => {
    const store = new S3FileStore({
      endpoint: env.S3_URL!,
      region: process.env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: needsPathStyle(env.S3_URL!),
    });
    return { store, cleanup: () => store.close() };
  },
  missing.length
    ? `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set (no S3-compatible server with a test bucket on this machine)`
    : undefined,
);

describe('S3FileStore without a server', () => {
  it('addresses AWS virtual-hosted style and everything else path style', () => {
    expect(needsPathStyle('https://s3.eu-central-1.amazonaws.com')).toBe(false);
    expect(needsPathStyle('http://localhost:9000')).toBe(true);
    expect(needsPathStyle('https://fra1.digitaloceanspaces.com')).toBe(true);
  });

  it('shows where files go without the credentials', () => {
    const store = new S3FileStore({
      endpoint: 'https://user:pass@minio.example.com:9000/',
      region: 'us-east-1',
      bucket: 'tablica',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'very-secret-key',
      forcePathStyle: true,
    });
    expect(store.location).toBe('https://minio.example.com:9000/tablica');
    expect(JSON.stringify(store)).not.toContain('very-secret-key');
  });

  it('refuses a bad key before any request is made', async () => {
    const store = new S3FileStore({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      bucket: 'tablica',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      forcePathStyle: true,
    });
    await expect(store.get('../../etc/passwd')).rejects.toThrow(/Not a file key/);
    await store.close();
  });
});
