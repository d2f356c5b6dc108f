import Link from '@mui/material/Link';

/** First focusable element: lets keyboard users jump over the app bar. */
export function SkipLink({ targetId, label }: { readonly targetId: string; readonly label: string }) {
  return (
    <Link
      href={`#${targetId}`}
      sx={{
        position: 'absolute',
        left: 16,
        top: -64,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {label}
    </Link>
  );
}
