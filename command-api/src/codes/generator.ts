import { randomInt } from 'node:crypto';

/**
 * Letters and digits nobody misreads when typing a code from a printout or an e-mail: no 0/O, 1/I/L,
 * and no U (it turns words out of random letters). 30 symbols, 16 of them: about 78 bits of chance.
 */
export const codeAlphabet = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

export const codeGroups = 4;
export const codeGroupLength = 4;

/** What `generateCode` writes: `XXXX-XXXX-XXXX-XXXX` in the alphabet above. */
export const codePattern = new RegExp(
  `^[${codeAlphabet}]{${codeGroupLength}}(-[${codeAlphabet}]{${codeGroupLength}}){${codeGroups - 1}}$`,
);

/** A new unguessable code from the operating system's cryptographic randomness (unbiased `randomInt`). */
export function generateCode(random: (max: number) => number = randomInt): string {
  const groups: string[] = [];
  for (let group = 0; group < codeGroups; group++) {
    let text = '';
    for (let index = 0; index < codeGroupLength; index++) text += codeAlphabet[random(codeAlphabet.length)];
    groups.push(text);
  }
  return groups.join('-');
}
