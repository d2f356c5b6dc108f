import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreContract } from './contract';
import { DiskFileStore } from './disk';
import { newFileKey } from './port';

fileStoreContract('disk (temporary folder)', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'tablica-files-'));
  return { store: new DiskFileStore(root), cleanup: () => rm(root, { recursive: true, force: true }) };
});

describe('DiskFileStore on disk', () => {
  let root: string;
  let store: DiskFileStore;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'tablica-files-'));
    store = new DiskFileStore(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('keeps the bytes at <root>/<key> with the content type in a sidecar, no temporary files left', async () => {
    const key = newFileKey('logos', 'png', new Date('2026-11-05T12:00:00Z'));
    await store.put(key, Buffer.from('bytes'), 'image/png');
    expect(key).toMatch(/^logos\/2026\/11\//);
    expect(await readFile(path.join(root, key), 'utf8')).toBe('bytes');
    expect(JSON.parse(await readFile(path.join(root, `${key}.meta.json`), 'utf8'))).toEqual({
      contentType: 'image/png',
      size: 5,
    });
    const folder = await readdir(path.join(root, 'logos', '2026', '11'));
    expect(folder.sort()).toEqual([path.basename(key), `${path.basename(key)}.meta.json`].sort());
  });

  it('resolves a relative root against the working directory', () => {
    expect(new DiskFileStore('some/files').root).toBe(path.resolve('some/files'));
  });

  it('counts bytes without a sidecar (a put cut short) as not there', async () => {
    const key = newFileKey('cvs', 'pdf');
    await store.put(key, Buffer.from('%PDF-'), 'application/pdf');
    await rm(path.join(root, `${key}.meta.json`));
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
    await expect(stat(path.join(root, key))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
