import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

describe('sealed personal data', () => {
  const key = { id: 'application-1', key: randomBytes(32) };

  it('opens with its own key only', () => {
    const sealed = seal(key, { name: 'Ala', email: 'ala@example.com' });
    expect(sealed).not.toContain('Ala');
    expect(unseal(key, sealed)).toEqual({ name: 'Ala', email: 'ala@example.com' });
    expect(unseal({ id: 'application-2', key: key.key }, sealed)).toBeNull();
    expect(unseal({ id: key.id, key: randomBytes(32) }, sealed)).toBeNull();
    expect(unseal(null, sealed)).toBeNull();
    expect(unseal(key, sealed.slice(0, -2) + 'AA')).toBeNull();
  });
});
