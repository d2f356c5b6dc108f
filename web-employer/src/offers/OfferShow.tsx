import InboxIcon from '@mui/icons-material/Inbox';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import {
  DateField,
  Link,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { PayOfferButton } from '../payments/PayOfferButton';
import { experienceLevelChoices, workplaceTypeChoices } from './choices';
import { OfferActions } from './OfferActions';
import { OfferCategoryField } from './OfferCategoryField';
import { OfferStatusField } from './OfferStatusField';
import type { OfferRow } from './types';

/** Links to the offer's public page on the board (spec §2: /job-offer/{slug}). */
const OfferShowActions = () => {
  const offer = useRecordContext<OfferRow>();
  const translate = useTranslate();
  if (!offer) return null;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Button
        component={Link}
        to={{
          pathname: '/applications',
          search: `filter=${encodeURIComponent(JSON.stringify({ offerId: offer.id }))}`,
        }}
        size="small"
        startIcon={<InboxIcon />}
      >
        {translate('resources.applications.actions.open', { count: offer.applications ?? 0 })}
      </Button>
      <PayOfferButton />
      <OfferActions variant="buttons" />
      {/* Drafts and scheduled offers have no page on the board yet. */}
      {offer.publishedAt === null ? null : (
        <Button
          href={`/job-offer/${encodeURIComponent(offer.slug)}`}
          target="_blank"
          rel="noopener"
          size="small"
          startIcon={<OpenInNewIcon />}
        >
          {translate('resources.offers.actions.viewOnBoard')}
        </Button>
      )}
    </TopToolbar>
  );
};

export const OfferShow = () => {
  const locale = useIntlLocale();
  return (
    <Show<OfferRow> actions={<OfferShowActions />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <TextField source="companyName" />
        <TextField source="city" />
        <OfferCategoryField source="categoryId" />
        <SelectField source="experienceLevel" choices={experienceLevelChoices} />
        <SelectField source="workplaceType" choices={workplaceTypeChoices} />
        <OfferStatusField source="status" />
        <DateField source="publishedAt" locales={locale} options={dateFormat} />
        <DateField source="expiredAt" locales={locale} options={dateFormat} />
      </SimpleShowLayout>
    </Show>
  );
};
