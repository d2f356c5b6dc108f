import { randomUUID } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertContentType, assertFileKey, type FileStore, type StoredFile } from './port';

interface Sidecar {
  readonly contentType: string;
  readonly size: number;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * The files port on local disk: `<root>/<key>` holds the bytes, `<root>/<key>.meta.json` the content
 * type. The root must lie outside every folder a web server serves (the default is `DATA_DIR/files`):
 * files go out only through routes that check who asks.
 */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk';
  readonly root: string;

  constructor(rootDir: string) {
    this.root = path.resolve(rootDir);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertContentType(contentType);
    const file = this.#pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const sidecar: Sidecar = { contentType, size: bytes.length };
    // The sidecar is written last: a file is there once its sidecar is, so a reader never sees a
    // half-written put, and each rename swaps a whole file in.
    await writeAtomically(file, bytes);
    await writeAtomically(`${file}.meta.json`, JSON.stringify(sidecar));
  }

  async putFile(key: string, sourcePath: string, contentType: string): Promise<void> {
    assertContentType(contentType);
    const file = this.#pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // A second name for the spooled file where it lies on the store's file system (one system call,
    // the source stays as it is); else the kernel copies it. The bytes never pass through the heap.
    await linkOrCopyAtomically(sourcePath, file);
    const sidecar: Sidecar = { contentType, size: (await stat(file)).size };
    await writeAtomically(`${file}.meta.json`, JSON.stringify(sidecar));
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.#pathOf(key);
    // An overwrite renames the bytes in before the sidecar: a read in between sees a size that does
    // not match and reads again.
    for (let attempt = 1; ; attempt++) {
      let sidecar: Sidecar;
      let bytes: Buffer;
      try {
        sidecar = JSON.parse(await readFile(`${file}.meta.json`, 'utf8')) as Sidecar;
        bytes = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (bytes.length === sidecar.size || attempt === 5)
        return { bytes, contentType: sidecar.contentType, size: bytes.length };
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.#pathOf(key);
    // The sidecar goes first: from then on the file counts as gone even if removing the bytes fails.
    await rm(`${file}.meta.json`, { force: true });
    await rm(file, { force: true });
  }

  async close(): Promise<void> {}

  #pathOf(key: string): string {
    assertFileKey(key);
    const file = path.resolve(this.root, ...key.split('/'));
    // assertFileKey already rules out traversal; this keeps it so if the key format ever loosens.
    if (!file.startsWith(this.root + path.sep)) throw new Error(`File key escapes the store: ${key}`);
    return file;
  }
}

/** Writes a sibling temporary file, then renames it over `file`: readers see the old or the new whole. */
async function replaceAtomically(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await write(temporary);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

const writeAtomically = (file: string, data: Buffer | string) =>
  replaceAtomically(file, (temporary) => writeFile(temporary, data, { flag: 'wx', flush: true }));

/** Errors of `link` that mean "not here": another file system, or one without hard links. */
const cannotLink = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK', 'ENOSYS']);

const linkOrCopyAtomically = (source: string, file: string) =>
  replaceAtomically(file, async (temporary) => {
    try {
      await link(source, temporary);
    } catch (error) {
      if (!cannotLink.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
      await copyFile(source, temporary, fsConstants.COPYFILE_EXCL);
    }
  });
