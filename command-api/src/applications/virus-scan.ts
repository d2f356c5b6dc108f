import { createReadStream } from 'node:fs';
import net from 'node:net';
import { once } from 'node:events';
import { ValidationError } from '@tablica/domain/errors';
import { errorTexts } from '@tablica/domain/validation';

/** A file to scan: spooled on disk (read as a stream) or already in memory. */
export type ScannedFile = { readonly path: string } | { readonly bytes: Buffer };

/** Says whether the file is clean; throws when the scanner cannot be asked. */
export interface VirusScanner {
  scan(file: ScannedFile): Promise<{ readonly clean: boolean; readonly signature: string | null }>;
}

const chunkSize = 64 * 1024;

async function* chunksOf(file: ScannedFile): AsyncIterable<Buffer> {
  if ('path' in file)
    yield* createReadStream(file.path, { highWaterMark: chunkSize }) as AsyncIterable<Buffer>;
  else
    for (let offset = 0; offset < file.bytes.length; offset += chunkSize)
      yield file.bytes.subarray(offset, offset + chunkSize);
}

/** Sends the file in INSTREAM's length-prefixed chunks, waiting whenever the socket is full. */
async function sendChunks(socket: net.Socket, file: ScannedFile): Promise<void> {
  socket.write('zINSTREAM\0');
  for await (const chunk of chunksOf(file)) {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    socket.write(length);
    if (!socket.write(chunk)) await once(socket, 'drain');
  }
  socket.end(Buffer.alloc(4));
}

/**
 * clamd's INSTREAM command over TCP (`CLAMAV_HOST`, `host` or `host:port`, port 3310 by default):
 * the file goes in length-prefixed chunks, clamd answers `stream: OK` or `stream: <name> FOUND`.
 */
export function clamdScanner(hostAndPort: string, timeoutMs = 30_000): VirusScanner {
  const [host, port] = hostAndPort.split(':');
  return {
    scan: (file) =>
      new Promise((resolve, reject) => {
        const socket = net.connect({ host: host!, port: Number(port ?? 3310) });
        const answer: Buffer[] = [];
        socket.setTimeout(timeoutMs, () => socket.destroy(new Error('clamd did not answer in time')));
        socket.on('error', reject);
        socket.on('data', (chunk: Buffer) => answer.push(chunk));
        socket.on('end', () => {
          const text = Buffer.concat(answer).toString('utf8').replace(/\0/g, '').trim();
          const found = /^stream: (.+) FOUND$/.exec(text);
          if (text === 'stream: OK') resolve({ clean: true, signature: null });
          else if (found) resolve({ clean: false, signature: found[1]! });
          else reject(new Error(`clamd answered: ${text}`));
        });
        socket.on('connect', () => {
          sendChunks(socket, file).catch((error: unknown) => socket.destroy(error as Error));
        });
      }),
  };
}

/** Refuses an infected attachment as a field error (`errors.infectedFile`). */
export async function assertClean(
  scanner: VirusScanner | null,
  field: string,
  file: ScannedFile,
): Promise<void> {
  if (!scanner) return;
  const verdict = await scanner.scan(file);
  if (!verdict.clean)
    throw new ValidationError(
      [{ path: field, code: 'errors.infectedFile', message: errorTexts['errors.infectedFile'].en }],
      'The upload was refused.',
    );
}
