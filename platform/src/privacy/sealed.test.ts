import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

describe('sealed personal data', () => {
  const key = { id: 'application-1', key: randomBytes(32) };

  it('opens with its own key only', () => {
    const person = { name: 'Alicja Kowalska-Nowak', email: 'ala@example.com' };
    const sealed = seal(key, person);
    // Long needles: base64url ciphertext holds a short word like "Ala" now and then by chance (it did
    // in CI, about once in 3,000 runs); "@" is not in its alphabet at all.
    expect(sealed).not.toContain('Kowalska');
    expect(sealed).not.toContain('@');
    expect(unseal(key, sealed)).toEqual(person);
    expect(unseal({ id: 'application-2', key: key.key }, sealed)).toBeNull();
    expect(unseal({ id: key.id, key: randomBytes(32) }, sealed)).toBeNull();
    expect(unseal(null, sealed)).toBeNull();
    expect(unseal(key, sealed.slice(0, -2) + 'AA')).toBeNull();
  });
});
