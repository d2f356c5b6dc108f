import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TermsDocument, TermsDocumentKind } from '@tablica/domain/tenant-config/terms';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';

const texts = {
  termsForClients: { title: 'terms.termsForClients.title', body: 'terms.termsForClients.body' },
  termsForUsers: { title: 'terms.termsForUsers.title', body: 'terms.termsForUsers.body' },
  privacyPolicy: { title: 'terms.privacyPolicy.title', body: 'terms.privacyPolicy.body' },
  informationClause: { title: 'terms.informationClause.title', body: 'terms.informationClause.body' },
  whistleblowerReport: { title: 'terms.whistleblowerReport.title', body: 'terms.whistleblowerReport.body' },
} as const satisfies Record<TermsDocumentKind, { title: MessageId; body: MessageId }>;

/** A document's day as the config gives it (`YYYY-MM-DD`), in the page's language. */
function useDay() {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * `/terms-and-privacy-policies` (spec §2 terms page): a card per document of the tenant, each
 * opening its file in a new tab; a file that applies only from a later day says from when, and one
 * in force that a due date ends says until when (so the two versions of a document tell apart).
 */
export function TermsPage({ documents }: { readonly documents: readonly TermsDocument[] }) {
  const t = useTranslate();
  const day = useDay();
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, fontWeight: 800 }}>
        {t('terms.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {t('terms.intro')}
      </Typography>
      {documents.length === 0 ? (
        <Typography role="status">{t('terms.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {documents.map(({ kind, file, upcoming }) => {
            const title = t(texts[kind].title);
            return (
              <Card component="li" key={file.url} variant="outlined">
                <CardContent sx={{ pb: 1 }}>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
                  >
                    <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
                      {title}
                    </Typography>
                    {upcoming && file.fromDate !== null && (
                      <Chip
                        color="info"
                        size="small"
                        label={t('terms.validFrom', { date: day(file.fromDate) })}
                      />
                    )}
                    {!upcoming && file.dueDate !== null && (
                      <Chip
                        variant="outlined"
                        size="small"
                        label={t('terms.validUntil', { date: day(file.dueDate) })}
                      />
                    )}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t(texts[kind].body)}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button
                    variant="outlined"
                    href={file.url}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('terms.openLabel', { title })}
                  >
                    {t('terms.open')}
                  </Button>
                </CardActions>
              </Card>
            );
          })}
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {t('terms.languageNote')}
      </Typography>
    </>
  );
}
