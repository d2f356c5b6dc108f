import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newFileKey, type FileStore } from './port';

export interface FileStoreContractHarness {
  readonly store: FileStore;
  cleanup(): Promise<void>;
}

// A 1x1 PNG: real bytes with a NUL and high bytes in them, which a text round trip would mangle.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The files port contract: every adapter must pass all of it. */
export function fileStoreContract(
  name: string,
  createHarness: () => Promise<FileStoreContractHarness>,
  skipReason?: string,
) {
  const suite = skipReason ? describe.skip : describe;
  if (skipReason) console.warn(`[skipped] file store contract for ${name}: ${skipReason}`);
  suite(`file store contract: ${name}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let harness: FileStoreContractHarness;
    // Every key a test writes, removed at the end: an external bucket is shared.
    const written = new Set<string>();
    const key = (...args: Parameters<typeof newFileKey>) => {
      const fresh = newFileKey(...args);
      written.add(fresh);
      return fresh;
    };
    beforeAll(async () => {
      harness = await createHarness();
    });
    afterAll(async () => {
      if (!harness) return;
      await Promise.all([...written].map((k) => harness.store.delete(k).catch(() => undefined)));
      await harness.cleanup();
    });

    it('gives back the exact bytes, content type and size that were put', async () => {
      const logo = key('logos', 'png');
      await harness.store.put(logo, png, 'image/png');
      const stored = await harness.store.get(logo);
      expect(stored).not.toBeNull();
      expect(stored!.bytes.equals(png)).toBe(true);
      expect(stored!.contentType).toBe('image/png');
      expect(stored!.size).toBe(png.length);

      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const cv = key('cvs', 'pdf');
      await harness.store.put(cv, everyByte, 'application/pdf');
      const back = await harness.store.get(cv);
      expect(back!.bytes.equals(everyByte)).toBe(true);
      expect(back).toMatchObject({ contentType: 'application/pdf', size: 256 });
    });

    it('overwrites a key with the newer bytes and content type', async () => {
      const avatar = key('avatars', 'png');
      await harness.store.put(avatar, png, 'image/png');
      const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0x00, 0x43, 0x00, 0xff, 0xd9]);
      await harness.store.put(avatar, jpeg, 'image/jpeg');
      const stored = await harness.store.get(avatar);
      expect(stored!.bytes.equals(jpeg)).toBe(true);
      expect(stored).toMatchObject({ contentType: 'image/jpeg', size: jpeg.length });
    });

    it('deletes a file; get of a missing key is null; deleting it again does nothing', async () => {
      const attachment = key('attachments', 'docx');
      const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      await harness.store.put(attachment, Buffer.from('PK\u0003\u0004 not really'), docx);
      expect(await harness.store.get(attachment)).not.toBeNull();
      await harness.store.delete(attachment);
      expect(await harness.store.get(attachment)).toBeNull();
      await harness.store.delete(attachment);
      expect(await harness.store.get(newFileKey('brand-stories', 'jpg'))).toBeNull();
      await harness.store.delete(newFileKey('logos', 'png'));
    });

    it('keeps an empty file as an empty file', async () => {
      const empty = key('attachments', 'pdf');
      await harness.store.put(empty, Buffer.alloc(0), 'application/pdf');
      expect(await harness.store.get(empty)).toMatchObject({ size: 0, contentType: 'application/pdf' });
    });

    it('refuses keys it did not make: traversal, absolute paths, backslashes, NUL', async () => {
      const good = newFileKey('logos', 'png');
      const uuid = good.split('/')[3]!;
      const bad = [
        '',
        '../etc/passwd',
        'logos/../../etc/passwd',
        `logos/2026/11/../../../${uuid}`,
        `/logos/2026/11/${uuid}`,
        `/etc/passwd`,
        `logos\\2026\\11\\${uuid}`,
        `logos/2026/11/..\\${uuid}`,
        `${good}\u0000.txt`,
        `${good}/`,
        `./${good}`,
        `logos//2026/11/${uuid}`,
        `secrets/2026/11/${uuid}`,
        `logos/2026/13/${uuid}`,
        `logos/2026/11/${uuid.replace('.png', '')}`,
        `logos/2026/11/${uuid.replace('.png', '.meta.json')}`,
        `LOGOS/2026/11/${uuid}`,
        `C:\\logos\\${uuid}`,
        `logos/2026/11/not-a-uuid.png`,
      ];
      for (const wrong of bad) {
        await expect(harness.store.put(wrong, png, 'image/png'), JSON.stringify(wrong)).rejects.toThrow(
          /Not a file key/,
        );
        await expect(harness.store.get(wrong), JSON.stringify(wrong)).rejects.toThrow(/Not a file key/);
        await expect(harness.store.delete(wrong), JSON.stringify(wrong)).rejects.toThrow(/Not a file key/);
      }
    });

    it('refuses a content type that could break a header', async () => {
      const logo = key('logos', 'png');
      for (const contentType of ['', 'png', 'image/png\r\nX-Evil: 1', 'text/html\nSet-Cookie: a=b'])
        await expect(harness.store.put(logo, png, contentType), JSON.stringify(contentType)).rejects.toThrow(
          /Not a content type/,
        );
      expect(await harness.store.get(logo)).toBeNull();
    });

    it('stores a 2 MB binary file intact', async () => {
      const big = randomBytes(2 * 1024 * 1024);
      const cv = key('cvs', 'pdf');
      await harness.store.put(cv, big, 'application/pdf');
      const stored = await harness.store.get(cv);
      expect(stored!.size).toBe(big.length);
      expect(stored!.bytes.equals(big)).toBe(true);
    });

    it('stores a local file streamed from disk, intact, and leaves the source where it was', async () => {
      const folder = await mkdtemp(path.join(tmpdir(), 'tablica-put-file-'));
      try {
        const source = path.join(folder, 'upload');
        const big = randomBytes(3 * 1024 * 1024 + 17);
        await writeFile(source, big);
        const cv = key('attachments', 'pdf');
        await harness.store.putFile(cv, source, 'application/pdf');
        const stored = await harness.store.get(cv);
        expect(stored).toMatchObject({ size: big.length, contentType: 'application/pdf' });
        expect(stored!.bytes.equals(big)).toBe(true);
        expect((await readFile(source)).length).toBe(big.length);
        // The upload's spool goes with the response: what was stored stays.
        await rm(source);
        expect((await harness.store.get(cv))!.bytes.equals(big)).toBe(true);
        await writeFile(source, big);
        await expect(harness.store.putFile('../etc/passwd', source, 'application/pdf')).rejects.toThrow(
          /Not a file key/,
        );
        await expect(
          harness.store.putFile(key('cvs', 'pdf'), path.join(folder, 'missing'), 'application/pdf'),
        ).rejects.toThrow();
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    });

    it('takes concurrent puts of different keys, each kept apart', async () => {
      const files = Array.from({ length: 12 }, (_, i) => ({
        key: key(i % 2 ? 'logos' : 'attachments', i % 2 ? 'png' : 'pdf'),
        bytes: randomBytes(1024 + i * 97),
        contentType: i % 2 ? 'image/png' : 'application/pdf',
      }));
      await Promise.all(files.map((file) => harness.store.put(file.key, file.bytes, file.contentType)));
      const stored = await Promise.all(files.map((file) => harness.store.get(file.key)));
      stored.forEach((file, i) => {
        expect(file!.bytes.equals(files[i]!.bytes), files[i]!.key).toBe(true);
        expect(file!.contentType).toBe(files[i]!.contentType);
      });
    });
  });
}
