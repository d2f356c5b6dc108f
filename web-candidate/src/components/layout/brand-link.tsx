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
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 32,
          height: 32,
          borderRadius: 1.25,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <WorkRounded sx={{ fontSize: 18 }} />
      </Box>
      {name}
    </Link>
  );
}
