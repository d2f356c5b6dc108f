import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../lib/i18n/use-translate';

/** The offer's description, the server's sanitised HTML. A server part (`islands.ts`): it never changes. */
export function OfferDescription({ body }: { readonly body: string }) {
  const t = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, mt: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('offerPage.description')}
      </Typography>
      {/* The server sanitised it with the description whitelist (platform/src/text/sanitize.ts). */}
      <Box
        className="offer-description"
        sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    </Paper>
  );
}
