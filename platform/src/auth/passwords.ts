import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const argon2idOptions = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // not an argon2 hash: never a match
  }
}

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** Accepted from zxcvbn score 3 ("safely unguessable: moderate protection from offline attacks"). */
export const minimumPasswordScore = 3;

/**
 * Whether a password is too easy to guess: common passwords, keyboard walks, dates, and the user's own
 * name, e-mail or company (`userInputs`) count against it.
 */
export async function isWeakPassword(password: string, userInputs: readonly string[] = []): Promise<boolean> {
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[\s@.,_-]+/)]).filter(Boolean);
  const result = await zxcvbn.checkAsync(password, inputs);
  return result.score < minimumPasswordScore;
}
