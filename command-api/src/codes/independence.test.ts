import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Codes are a module the offer commands use (to check and spend a code), never the other way round:
// the offer routes that take a code live in offers/ (verifying-code.ts, paying.ts).
describe('the codes module', () => {
  it('imports nothing from the offers module', () => {
    const folder = import.meta.dirname;
    const offending = readdirSync(folder)
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => /from '\.\.\/offers\//.test(readFileSync(path.join(folder, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});
