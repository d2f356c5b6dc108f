import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Architecture: the offer aggregate has one write path. Only `write-path.ts` may hand a command to
 * `handleCommand` or append events for an offer stream; every other module (routes, admin import,
 * timers, seed, demo, tests) calls `sendOfferCommand`.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const writePath = 'platform/src/offers/write-path.ts';
const self = fileURLToPath(import.meta.url);
const skipped = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', 'playwright-report']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name) || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A write to a stream: the command handler or a raw append, with what follows (its arguments). */
const writeCalls = /\b(?:handleCommand|appendToStream|append)\s*\(([\s\S]{0,300})/g;
/** What names an offer stream in a call's arguments: the stream id helper or an `offer-` literal. */
const offerStream = /\bofferStreamId\b|[`'"]offer-(?:\$\{|[0-9a-f]{8}-)/;
/** The offer decider imported as a value (a command handler fed with it writes offer events). */
const offerDecider =
  /import\s*\{[^}]*(?<!type )\bdecide\b[^}]*\}\s*from\s*['"]@tablica\/domain\/offers\/decide['"]/;

export function offendingModules(files: readonly string[], read: (file: string) => string): string[] {
  return files.filter((file) => {
    if (relative(root, file) === writePath || file === self) return false;
    const text = read(file);
    const calls = [...text.matchAll(writeCalls)];
    return (
      calls.some(([, args]) => offerStream.test(args ?? '')) ||
      (offerDecider.test(text) && /\bhandleCommand\s*\(/.test(text))
    );
  });
}

describe('the offer write path', () => {
  it('is the only module that appends to an offer- stream', () => {
    const offenders = offendingModules(sources(root), (file) => readFileSync(file, 'utf8')).map((file) =>
      relative(root, file),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a module that appends to an offer stream by itself', () => {
    const files = ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts'].map((name) => join(root, name));
    const texts: Record<string, string> = {
      'a.ts': 'await handleCommand(store, offerStreamId(id), decider, command, options);',
      'b.ts': 'await store.appendToStream(`offer-${id}`, events, { expectedVersion: 1 });',
      'c.ts': 'await handleCommand(store, orderStreamId(id), decider, command, options);',
      'd.ts': 'await sendOfferCommand(store, offerId, command, call);',
      'e.ts':
        "import { decide } from '@tablica/domain/offers/decide';\nawait handleCommand(store, id, { decide, evolve, initialState }, c, o);",
    };
    expect(
      offendingModules(files, (file) => texts[relative(root, file)]!).map((file) => relative(root, file)),
    ).toEqual(['a.ts', 'b.ts', 'e.ts']);
  });
});
