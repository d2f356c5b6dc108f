import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertClean, clamdScanner } from './virus-scan';

/** A clamd speaking INSTREAM on a free port: it reassembles the chunks and calls `verdict` on them. */
async function fakeClamd(verdict: (bytes: Buffer) => string) {
  const server = net.createServer((socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      const command = 'zINSTREAM\0';
      if (buffer.length < command.length || buffer.subarray(0, command.length).toString() !== command) return;
      const parts: Buffer[] = [];
      let offset = command.length;
      while (offset + 4 <= buffer.length) {
        const length = buffer.readUInt32BE(offset);
        if (length === 0) {
          socket.end(`stream: ${verdict(Buffer.concat(parts))}\0`);
          return;
        }
        if (offset + 4 + length > buffer.length) return;
        parts.push(buffer.subarray(offset + 4, offset + 4 + length));
        offset += 4 + length;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { host: `127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const eicar = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');

describe('clamdScanner (INSTREAM)', () => {
  let close: (() => Promise<unknown>) | null = null;
  afterEach(async () => {
    await close?.();
    close = null;
  });

  it('streams the whole file in chunks and reads clamd’s verdict', async () => {
    const clamd = await fakeClamd((bytes) =>
      bytes.includes(Buffer.from('EICAR')) ? 'Eicar-Test-Signature FOUND' : 'OK',
    );
    close = clamd.close;
    const scanner = clamdScanner(clamd.host);
    const large = Buffer.alloc(200_000, 7);
    expect(await scanner.scan({ bytes: large })).toEqual({ clean: true, signature: null });
    expect(await scanner.scan({ bytes: Buffer.concat([large, eicar]) })).toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature',
    });
    // A spooled upload is read from disk as a stream (3 MB: many chunks, and the socket fills up).
    const folder = await mkdtemp(path.join(tmpdir(), 'tablica-scan-'));
    try {
      const spooled = path.join(folder, 'upload');
      await writeFile(spooled, Buffer.concat([Buffer.alloc(3_000_000, 1), eicar]));
      expect(await scanner.scan({ path: spooled })).toMatchObject({ clean: false });
      await writeFile(spooled, Buffer.alloc(3_000_000, 1));
      expect(await scanner.scan({ path: spooled })).toMatchObject({ clean: true });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    await expect(assertClean(scanner, 'attachment', { bytes: eicar })).rejects.toMatchObject({
      issues: [{ path: 'attachment', code: 'errors.infectedFile' }],
    });
    await expect(assertClean(null, 'attachment', { bytes: eicar })).resolves.toBeUndefined();
  });

  it('fails (never passes a file) when clamd cannot be reached or answers nonsense', async () => {
    const clamd = await fakeClamd(() => 'INSTREAM size limit exceeded. ERROR');
    close = clamd.close;
    await expect(clamdScanner(clamd.host).scan({ bytes: eicar })).rejects.toThrow(/clamd answered/);
    await expect(clamdScanner('127.0.0.1:1').scan({ bytes: eicar })).rejects.toThrow();
  });
});
