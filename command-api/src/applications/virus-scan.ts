import net from 'node:net';
import { ValidationError } from '@tablica/domain/errors';
import { errorTexts } from '@tablica/domain/validation';

/** Says whether the bytes are clean; throws when the scanner cannot be asked. */
export interface VirusScanner {
  scan(bytes: Buffer): Promise<{ readonly clean: boolean; readonly signature: string | null }>;
}

/**
 * clamd's INSTREAM command over TCP (`CLAMAV_HOST`, `host` or `host:port`, port 3310 by default):
 * the file goes in length-prefixed chunks, clamd answers `stream: OK` or `stream: <name> FOUND`.
 */
export function clamdScanner(hostAndPort: string, timeoutMs = 30_000): VirusScanner {
  const [host, port] = hostAndPort.split(':');
  return {
    scan: (bytes) =>
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
          socket.write('zINSTREAM\0');
          const chunkSize = 64 * 1024;
          for (let offset = 0; offset < bytes.length; offset += chunkSize) {
            const chunk = bytes.subarray(offset, offset + chunkSize);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(chunk.length);
            socket.write(length);
            socket.write(chunk);
          }
          socket.end(Buffer.alloc(4));
        });
      }),
  };
}

/** Refuses an infected attachment as a field error (`errors.infectedFile`). */
export async function assertClean(scanner: VirusScanner | null, field: string, bytes: Buffer): Promise<void> {
  if (!scanner) return;
  const verdict = await scanner.scan(bytes);
  if (!verdict.clean)
    throw new ValidationError(
      [{ path: field, code: 'errors.infectedFile', message: errorTexts['errors.infectedFile'].en }],
      'The upload was refused.',
    );
}
