import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChangesSinceApplied, OfferChange, OfferFreshness } from '@tablica/domain/offers/changes-since';
import type { EmploymentType } from '@tablica/domain/offers/content';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate, type Translate } from '../../../lib/i18n/use-translate';
import { useDay } from '../hooks/use-day';
import { experienceMessage, workingTimeMessage, workplaceMessage } from './offer-messages';

/** "First published 3 November 2026 · refreshed twice, last on 20 November 2026 · edited once, …". */
export function OfferFreshnessLine({ freshness }: { readonly freshness: OfferFreshness }) {
  const t = useTranslate();
  const day = useDay();
  const parts = [
    freshness.firstPublishedAt && t('offerChanges.firstPublished', { date: day(freshness.firstPublishedAt) }),
    freshness.lastRefreshedAt &&
      t('offerChanges.refreshed', { n: freshness.refreshes, date: day(freshness.lastRefreshedAt) }),
    freshness.lastEditedAt
      ? t('offerChanges.edited', { n: freshness.edits, date: day(freshness.lastEditedAt) })
      : t('offerChanges.neverEdited'),
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="offer-freshness">
      {parts.join(' · ')}
    </Typography>
  );
}

const salaries = (types: readonly EmploymentType[], t: Translate) =>
  types
    .map((type) =>
      type.from === null
        ? t('offerChanges.noSalary')
        : type.to === null
          ? t('offer.salary.from', { from: formatCount(type.from), currency: type.currency })
          : t('offer.salary.range', {
              from: formatCount(type.from),
              to: formatCount(type.to),
              currency: type.currency,
            }),
    )
    .join(', ') || t('offerChanges.noSalary');

function changeText(change: OfferChange, t: Translate): string {
  switch (change.kind) {
    case 'title':
      return t('offerChanges.title', { from: change.from, to: change.to });
    case 'salary':
      return t(
        change.direction === 'raised'
          ? 'offerChanges.salaryRaised'
          : change.direction === 'lowered'
            ? 'offerChanges.salaryLowered'
            : 'offerChanges.salaryChanged',
        { from: salaries(change.from, t), to: salaries(change.to, t) },
      );
    case 'locations':
      return [
        change.added.length > 0 && t('offerChanges.locationsAdded', { places: change.added.join(', ') }),
        change.removed.length > 0 &&
          t('offerChanges.locationsRemoved', { places: change.removed.join(', ') }),
      ]
        .filter(Boolean)
        .join('; ');
    case 'skills':
      return [
        change.added.length > 0 && t('offerChanges.skillsAdded', { skills: change.added.join(', ') }),
        change.removed.length > 0 && t('offerChanges.skillsRemoved', { skills: change.removed.join(', ') }),
      ]
        .filter(Boolean)
        .join('; ');
    case 'workplace':
      return t('offerChanges.workplace', {
        from: t(workplaceMessage[change.from]),
        to: t(workplaceMessage[change.to]),
      });
    case 'experience':
      return t('offerChanges.experience', {
        from: t(experienceMessage[change.from]),
        to: t(experienceMessage[change.to]),
      });
    case 'workingTime':
      return t('offerChanges.workingTime', {
        from: t(workingTimeMessage[change.from]),
        to: t(workingTimeMessage[change.to]),
      });
    case 'description':
      return t('offerChanges.description');
    case 'other':
      return t('offerChanges.other');
  }
}

/** For the candidate who applied: what the employer changed since (issue 13 item 2). */
export function ChangesSinceAppliedNote({ since }: { readonly since: ChangesSinceApplied }) {
  const t = useTranslate();
  const day = useDay();
  if (since.changes.length === 0)
    return (
      <Alert severity="success" sx={{ mb: 2 }} role="status">
        {t('offerChanges.noneSince', { date: day(since.appliedAt) })}
      </Alert>
    );
  return (
    <Alert severity="info" sx={{ mb: 2 }} component="section" aria-labelledby="changes-since-applied">
      <AlertTitle id="changes-since-applied" component="h2" sx={{ fontSize: '1rem' }}>
        {t('offerChanges.sinceTitle', { date: day(since.appliedAt) })}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {since.changes.map((change) => (
          <li key={change.kind}>{changeText(change, t)}</li>
        ))}
      </Box>
      {since.lastEditedAt && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          {t('offerChanges.sinceEdits', { n: since.edits, date: day(since.lastEditedAt) })}
        </Typography>
      )}
    </Alert>
  );
}
