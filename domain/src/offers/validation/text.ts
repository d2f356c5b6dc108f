import type { ErrorKey } from '../../validation';

const polishDiacritics = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;

/**
 * Position names must not shout. Words of up to 4 letters are acronyms (AWS, SAP, QA, FICO) and do
 * not count; of the remaining letters at most half may be upper case.
 */
export function hasTooManyUppercase(title: string): boolean {
  const words = (title.match(/\p{L}+/gu) ?? []).filter((word) => word.length > 4);
  const letters = words.join('');
  if (letters.length === 0) return false;
  const upper = (letters.match(/\p{Lu}/gu) ?? []).length;
  return upper * 2 > letters.length;
}

/** Why `value` is not an http(s) URL a candidate can open, or null when it is one. */
export function urlProblem(value: string): ErrorKey | null {
  if (/\s/.test(value)) return 'errors.noSpaces';
  if (!/^https?:\/\//i.test(value)) return 'errors.protocolMissing';
  if (polishDiacritics.test(value)) return 'errors.invalidUrl';
  let host: string;
  try {
    host = new URL(value).hostname;
  } catch {
    return 'errors.invalidUrl';
  }
  // A public host name: labels separated by dots, ending in a top-level domain of letters.
  return /^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(host) ? null : 'errors.invalidUrl';
}

/** A plain address (no display name, no diacritics: the spec's pattern rejects Polish letters). */
export function isEmail(value: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@([A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/.test(value);
}

/** Spec §5: an optional plus with a 1-4 digit prefix, then digit groups separated by dot, dash or space. */
export function isPhone(value: string): boolean {
  return /^(\+\d{1,4}[ .-]?)?\d+([ .-]\d+)*$/.test(value);
}

/** At most two decimal places (spec §9: salary input 2 decimals). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
