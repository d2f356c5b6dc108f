import { describe, expect, it } from 'vitest';
import { foldText, searchWords, skillKey } from './text';

describe('search text', () => {
  it('folds case and diacritics, Polish letters included', () => {
    expect(foldText('Łódź Kraków ŻÓŁĆ gęślą jaźń')).toBe('lodz krakow zolc gesla jazn');
    expect(foldText('Straße Ærø')).toBe('strasse aero');
  });

  it('splits words on anything but letters and digits', () => {
    expect(searchWords('Senior Node.js/C++ dev — (k8s) ASP.NET e-mail')).toEqual([
      'senior',
      'node',
      'js',
      'c',
      'dev',
      'k8s',
      'asp',
      'net',
      'e',
      'mail',
    ]);
    expect(searchWords('#++ ')).toEqual([]);
  });

  it('a skill is its whole folded name', () => {
    expect(skillKey('  React.js ')).toBe('react.js');
    expect(skillKey('Spring   Boot')).toBe('spring boot');
    expect(skillKey('Język Polski')).toBe('jezyk polski');
  });
});
