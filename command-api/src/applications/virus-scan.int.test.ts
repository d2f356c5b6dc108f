import { describe, expect, it } from 'vitest';
import { samplePdf } from '@tablica/platform/files/sample-files';
import { clamdScanner } from './virus-scan';

const host = process.env.CLAMAV_HOST;
const eicar = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');

// The contract against a real clamd; without one there is nothing to run it against.
describe.skipIf(!host)('clamd contract (CLAMAV_HOST unset: skipped, no clamd to scan with)', () => {
  it('finds the EICAR test file and passes a clean PDF', async () => {
    const scanner = clamdScanner(host!);
    expect((await scanner.scan({ bytes: eicar })).clean).toBe(false);
    expect(await scanner.scan({ bytes: samplePdf })).toEqual({ clean: true, signature: null });
  });
});
