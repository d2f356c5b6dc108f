import { useState, type CSSProperties } from 'react';
import { logo } from './offer-card-styles';

// White text on each of these meets WCAG AA contrast.
const placeholderColours = ['#4f3bc4', '#0e7c66', '#1d5fa8', '#9b2c6f', '#a14a0c', '#4b5563'];

function placeholderColour(companyName: string): string {
  let hash = 0;
  for (const character of companyName) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return placeholderColours[hash % placeholderColours.length] ?? '#4b5563';
}

interface CompanyLogoProps {
  readonly companyName: string;
  readonly src: string | null;
  readonly size: { readonly xs: number; readonly sm: number };
}

/**
 * The company's logo, or its initial on a colour derived from the name when there is no logo or it
 * fails to load. Decorative: the company name is always printed next to it. Plain elements with the
 * cards' stylesheet (`logo` in offer-card-styles), the size in two CSS variables: a list draws a
 * hundred of them.
 */
export function CompanyLogo({ companyName, src, size }: CompanyLogoProps) {
  const [failed, setFailed] = useState(false);
  const sizes = { '--tb-logo-xs': `${size.xs}px`, '--tb-logo-sm': `${size.sm}px` } as CSSProperties;

  if (src !== null && !failed) {
    return (
      <img
        className={`${logo.root} ${logo.image}`}
        style={sizes}
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        width={size.sm}
        height={size.sm}
        onError={() => setFailed(true)}
      />
    );
  }

  const initial = Array.from(companyName.trim())[0]?.toLocaleUpperCase() ?? '';
  // A rounded MUI Avatar's look, as plain markup: the offer page and the list need no Avatar (issue 13).
  return (
    <div
      aria-hidden
      className={`${logo.root} ${logo.initial}`}
      style={{ ...sizes, backgroundColor: placeholderColour(companyName) }}
    >
      {initial}
    </div>
  );
}
