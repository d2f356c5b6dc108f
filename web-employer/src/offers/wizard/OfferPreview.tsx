import { Avatar, Box, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import type { FormCategory, WireForm } from './wizardApi';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const items = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'object' && item !== null) : [];

function categoryLabel(categories: readonly FormCategory[], id: string, language: 'pl' | 'en'): string {
  for (const category of categories) {
    if (category.id === id) return category.label[language];
    const child = categoryLabel(category.children, id, language);
    if (child) return child;
  }
  return '';
}

/**
 * What candidates will see of the offer, from the form as the server keeps it (the description
 * already sanitised to the whitelist). A local preview: the board's offer page is its own app's.
 */
export const OfferPreview = ({
  form,
  categories,
  language,
}: {
  form: WireForm;
  categories: readonly FormCategory[];
  language: 'pl' | 'en';
}) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const money = (amount: unknown, currency: string) =>
    typeof amount === 'number'
      ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount) + ` ${currency}`
      : '';
  const salaries = items(form.employment_types);
  const skillChips = (value: unknown) =>
    items(value).map((skill) => <Chip key={text(skill.name)} label={text(skill.name)} size="small" />);
  const logo = text(form.company_logo_url);
  const row = (label: string, value: string) =>
    value ? (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {label}:
        </Typography>
        <Typography variant="body2">{value}</Typography>
      </Box>
    ) : null;
  return (
    <Card variant="outlined" data-testid="offer-preview">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar
            src={logo || undefined}
            alt=""
            variant="rounded"
            sx={{ width: 64, height: 64, bgcolor: 'background.default' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {text(form.title)}
            </Typography>
            <Typography color="text.secondary">{text(form.company_name)}</Typography>
          </Box>
        </Stack>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          {salaries.map((salary, index) => (
            <Typography key={index} variant="subtitle1" sx={{ fontWeight: 600 }}>
              {salary.from !== null && salary.from !== undefined
                ? `${money(salary.from, text(salary.currency))} – ${money(salary.to, text(salary.currency))} / ${translate(`catalogue.salaryUnits.${text(salary.unit)}`, { _: text(salary.unit) })}`
                : translate('offerWizard.preview.salaryNotGiven')}{' '}
              · {translate(`catalogue.employmentTypes.${text(salary.type)}`, { _: text(salary.type) })}
            </Typography>
          ))}
        </Stack>
        <Stack spacing={0.5}>
          {row(
            translate('offerWizard.fields.categoryId'),
            categoryLabel(categories, text(form.category_id), language),
          )}
          {row(
            translate('offerWizard.fields.experienceLevel'),
            translate(`catalogue.experienceLevels.${text(form.experience_level)}`, { _: '' }),
          )}
          {row(
            translate('offerWizard.fields.workplaceType'),
            translate(`catalogue.workplaceTypes.${text(form.workplace_type)}`, { _: '' }),
          )}
          {row(
            translate('offerWizard.fields.workingTime'),
            translate(`catalogue.workingTimes.${text(form.working_time)}`, { _: '' }),
          )}
          {row(
            translate('offerWizard.preview.locations'),
            items(form.locations)
              .map((location) => [text(location.city), text(location.street)].filter(Boolean).join(', '))
              .join('; '),
          )}
          {row(
            translate('offerWizard.preview.languages'),
            items(form.languages)
              .map((item) => `${text(item.code).toUpperCase()} ${text(item.level).toUpperCase()}`)
              .join(', '),
          )}
        </Stack>
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle2" component="h3">
          {translate('offerWizard.preview.requiredSkills')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
          {skillChips(form.required_skills)}
        </Box>
        {items(form.optional_skills).length > 0 ? (
          <>
            <Typography variant="subtitle2" component="h3">
              {translate('offerWizard.preview.optionalSkills')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
              {skillChips(form.optional_skills)}
            </Box>
          </>
        ) : null}
        <Divider sx={{ my: 2 }} />
        <Box
          data-testid="offer-preview-description"
          sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }}
          // The server's sanitised description (the whitelist of descriptionWhitelist).
          dangerouslySetInnerHTML={{ __html: text(form.body) }}
        />
        <Divider sx={{ my: 2 }} />
        <Stack spacing={0.5}>
          {row(translate('offerWizard.preview.apply'), text(form.apply_url) || text(form.apply_email))}
          {row(
            translate('offerWizard.preview.contact'),
            [text(form.contact_name), text(form.contact_email), text(form.contact_phone)]
              .filter(Boolean)
              .join(', '),
          )}
          {row(
            translate('offerWizard.preview.publishAt'),
            form.publish_at ? new Date(text(form.publish_at)).toLocaleString(locale) : '',
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
