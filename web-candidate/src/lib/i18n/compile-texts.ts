import { parse, TYPE, type LiteralElement } from '@formatjs/icu-messageformat-parser';
import type { CompactTexts } from './page-texts';

/** A message as the browser takes it (`CompactTexts`): its AST, or its text where it is text alone. */
export function compileMessage(message: string): CompactTexts[string] {
  const ast = parse(message);
  return ast.length === 1 && ast[0]!.type === TYPE.literal ? (ast[0] as LiteralElement).value : ast;
}

/** A catalogue as the browser takes it. */
export const compileTexts = (texts: Readonly<Record<string, string>>): CompactTexts =>
  Object.fromEntries(Object.entries(texts).map(([id, message]) => [id, compileMessage(message)]));
