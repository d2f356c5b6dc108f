import { describe, expect, it } from 'vitest';
import { assertContentType, assertFileKey, isFileKey, newFileKey } from './port';

describe('newFileKey', () => {
  it('makes <prefix>/<year>/<month>/<uuid v4>.<extension>', () => {
    const key = newFileKey('logos', 'png', new Date('2026-11-30T23:59:59Z'));
    expect(key).toMatch(
      /^logos\/2026\/11\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.png$/,
    );
    expect(newFileKey('brand-stories', '.JPG', new Date('2027-01-01T00:00:00Z'))).toMatch(
      /^brand-stories\/2027\/01\/.+\.jpg$/,
    );
    expect(isFileKey(key)).toBe(true);
    expect(() => assertFileKey(newFileKey('attachments', 'docx'))).not.toThrow();
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 1000 }, () => newFileKey('cvs', 'pdf')));
    expect(keys.size).toBe(1000);
  });

  it('refuses an extension that could carry a path or a second extension', () => {
    for (const extension of ['', '../png', 'png/x', 'p.ng', 'png\u0000', 'averyveryverylongone'])
      expect(() => newFileKey('logos', extension), extension).toThrow(/file extension/);
    // @ts-expect-error: only the known prefixes are keys
    expect(() => newFileKey('../etc', 'png')).toThrow(/prefix/);
  });
});

describe('assertFileKey', () => {
  it('refuses anything that is not a key and says what it got', () => {
    expect(() => assertFileKey(42)).toThrow(/Not a file key: number/);
    expect(() => assertFileKey('../../etc/passwd')).toThrow('Not a file key: "../../etc/passwd"');
  });
});

describe('assertContentType', () => {
  it('takes type/subtype with parameters, nothing that breaks a header', () => {
    for (const ok of ['image/png', 'application/pdf', 'text/plain; charset=utf-8'])
      expect(() => assertContentType(ok), ok).not.toThrow();
    for (const bad of ['', 'png', 'image/png\r\nX: y', 'a/b\u0000', 'x'.repeat(300) + '/y', undefined])
      expect(() => assertContentType(bad), String(bad)).toThrow(/Not a content type/);
  });
});
