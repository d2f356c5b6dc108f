import path from 'node:path';
import type { Config } from '../config/config';
import { DiskFileStore } from './disk';
import type { FileStore } from './port';
import { needsPathStyle, S3FileStore } from './s3';

export type FileStoreConfig = Pick<
  Config,
  | 'STORAGE'
  | 'FILES_DIR'
  | 'S3_URL'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'dataDir'
>;

/**
 * Where STORAGE=disk keeps files: FILES_DIR (relative to the working directory, like DATA_DIR), or
 * `files` under DATA_DIR. Never a folder a web server serves: files go out through checked routes only.
 */
export function filesDir(config: Pick<Config, 'FILES_DIR' | 'dataDir'>): string {
  return config.FILES_DIR ? path.resolve(config.FILES_DIR) : path.join(config.dataDir, 'files');
}

/** The files port selected by STORAGE; the config schema has already required S3_* for `s3`. */
export function openFileStore(config: FileStoreConfig): FileStore {
  if (config.STORAGE === 'disk') return new DiskFileStore(filesDir(config));
  const { S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_URL || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error('STORAGE=s3 needs S3_URL, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  return new S3FileStore({
    endpoint: S3_URL,
    region: config.S3_REGION,
    bucket: S3_BUCKET,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: needsPathStyle(S3_URL),
  });
}
