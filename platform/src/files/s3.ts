import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertContentType, assertFileKey, type FileStore, type StoredFile } from './port';

export interface S3FileStoreOptions {
  /** S3_URL: the S3-compatible endpoint, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`. */
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`: what MinIO and most others need. */
  readonly forcePathStyle: boolean;
}

/** Whether the endpoint needs path-style addressing: everything but AWS's own hosts. */
export function needsPathStyle(endpoint: string): boolean {
  return !/(^|\.)amazonaws\.com$/i.test(new URL(endpoint).hostname);
}

/** The files port on an S3-compatible bucket (AWS S3, MinIO, Garage, R2, …). */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  /** Endpoint and bucket, without credentials: safe to log. */
  readonly location: string;
  readonly #client: S3Client;
  readonly #bucket: string;

  constructor(options: S3FileStoreOptions) {
    this.#bucket = options.bucket;
    const endpoint = new URL(options.endpoint);
    this.location = `${endpoint.protocol}//${endpoint.host}/${options.bucket}`;
    this.#client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only when the operation requires one: several S3-compatible servers reject the
      // newer default (CRC32 trailers on every upload).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    assertContentType(contentType);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    assertFileKey(key);
    assertContentType(contentType);
    const { size } = await stat(sourcePath);
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.#bucket,
        Key: key,
        Body: createReadStream(sourcePath),
        ContentType: contentType,
        ContentLength: size,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    try {
      const object = await this.#client.send(new GetObjectCommand({ Bucket: this.#bucket, Key: key }));
      const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? new Uint8Array());
      return {
        bytes,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: bytes.length,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: unknown } | null)?.name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    // S3 answers 204 for a key that is not there: deleting twice is fine.
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.#bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.#client.destroy();
  }
}
