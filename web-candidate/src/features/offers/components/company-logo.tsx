import Box from '@mui/material/Box';
import { useState } from 'react';

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
 * fails to load. Decorative: the company name is always printed next to it.
 */
export function CompanyLogo({ companyName, src, size }: CompanyLogoProps) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size, borderRadius: 1.5, flexShrink: 0 };

  if (src !== null && !failed) {
    return (
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        width={size.sm}
        height={size.sm}
        onError={() => setFailed(true)}
        sx={{
          ...box,
          display: 'block',
          objectFit: 'contain',
          p: 0.75,
          bgcolor: 'common.white',
          border: 1,
          borderColor: 'divider',
        }}
      />
    );
  }

  const initial = Array.from(companyName.trim())[0]?.toLocaleUpperCase() ?? '';
  // A rounded MUI Avatar's look, as plain markup: the offer page and the list need no Avatar (issue 13).
  return (
    <Box
      aria-hidden
      sx={{
        ...box,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        userSelect: 'none',
        lineHeight: 1,
        bgcolor: placeholderColour(companyName),
        color: 'common.white',
        fontWeight: 700,
        fontSize: { xs: '1.125rem', sm: '1.375rem' },
      }}
    >
      {initial}
    </Box>
  );
}
