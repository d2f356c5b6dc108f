import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { LocalesMenuButton, useLocaleState, useTranslate } from 'react-admin';

/**
 * The frame of the pages one reaches signed out (sign-in, sign-up, links from e-mails): the console's
 * name, the language menu and one card with the page's heading.
 */
export const PublicPage = ({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const heading = translate(title);
  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = `${heading} · ${translate('app.title')}`;
  }, [heading, locale, translate]);

  const maxWidth = wide ? 640 : 460;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: { xs: 1.5, sm: 2 },
        pt: { xs: 1, sm: 4 },
        pb: 4,
        backgroundImage: 'radial-gradient(circle at 50% 14em, #1e3a6e 0%, #0b1a33 60%, #0b1a33 100%)',
      }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          color: 'common.white',
          mb: 1,
        }}
      >
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          {translate('app.title')}
        </Typography>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {heading}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
};
