import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../lib/i18n/use-translate';
import { PageShell } from '../page-shell';
import type { RenderInput } from '../render-input';

/** The 404 page (spec §2): 'page not found' and the way back to the main page. */
export function NotFoundRoute({ input }: { readonly input: RenderInput }) {
  const t = useTranslate();
  return (
    <PageShell
      input={input}
      skipLabel="app.skipToContent"
      maxWidth="sm"
      mainSx={{ py: { xs: 6, sm: 10 }, textAlign: 'center' }}
    >
      <Typography
        component="p"
        sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
      >
        404
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mt: 2 }}>
        {t('notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {t('notFound.body')}
      </Typography>
      <Button variant="contained" size="large" href="/">
        {t('notFound.back')}
      </Button>
    </PageShell>
  );
}
