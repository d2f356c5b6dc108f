import WorkRounded from '@mui/icons-material/WorkRounded';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

/** The tenant's name with a mark, linking home. */
export function BrandLink({ name, href }: { readonly name: string; readonly href: string }) {
  return (
    <Link
      href={href}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        fontWeight: 800,
        fontSize: { xs: '1.0625rem', sm: '1.1875rem' },
        letterSpacing: '-0.02em',
        whiteSpace: 'nowrap',
        // On the narrowest phones the name gives way to the header's buttons, not the other way.
        minWidth: 0,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          // Phones show the name alone: the mark's 40 px are what the name needs to be read whole.
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: 1.25,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        <WorkRounded sx={{ fontSize: 18 }} />
      </Box>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Box>
    </Link>
  );
}
