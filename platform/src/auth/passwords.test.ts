import { describe, expect, it } from 'vitest';
import { hashPassword, isWeakPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the same password', async () => {
    const stored = await hashPassword('Kot w butach 2026!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Kot w butach 2026!')).toBe(true);
    expect(await verifyPassword(stored, 'Kot w butach 2026?')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it.each(['password123', 'qwertyuiop', 'iloveyou1', '1234567890', 'Password1!'])(
    'rejects the common password %s',
    async (password) => expect(await isWeakPassword(password)).toBe(true),
  );

  it('rejects a password made of the user own details', async () => {
    expect(await isWeakPassword('Kowalski2026', ['jan.kowalski@example.com', 'Jan Kowalski'])).toBe(true);
  });

  it('accepts a long passphrase', async () => {
    expect(await isWeakPassword('zielony-parasol-nad-Wisłą-42')).toBe(false);
  });
});
