import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { callApi, type CallApi } from '../api';
import { AdminOnly } from '../admin/AdminOnly';
import { Fact } from '../admin/Facts';
import { LoadingRows } from '../admin/LoadingRows';
import { usePaged } from '../admin/usePaged';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { LoadFailed } from '../layout/LoadFailed';
import { formatInstant } from '../offer-audit/AuditEventCard';
import { auditOfferPath } from '../offer-audit/OfferAuditSearchPage';
import { projectionsPath } from '../projections/ProjectionsPage';
import { adminActions, fetchActivity, type ActivityRow, type AdminAction } from './activityApi';

export const activityPath = '/admin/activity';

/** The catalogue key of an action (`offer.import` → `activity.actions.offer_import`). */
const actionKey = (action: string) => `activity.actions.${action.replace('.', '_')}`;

/** What was done, in words: the details each action records (`platform/src/admin-activity`). */
function useDetails() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (row: ActivityRow): string => {
    const details = row.details;
    const parts: string[] = [];
    const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : null);
    const count = (key: string) => (typeof details[key] === 'number' ? (details[key] as number) : null);
    if (row.action === 'codes.issue') {
      const codes = count('count');
      if (codes !== null) parts.push(translate('activity.details.count', { smart_count: codes }));
      if (text('purpose')) parts.push(translate('activity.details.purpose', { purpose: text('purpose') }));
      if (text('planKey')) parts.push(translate('activity.details.plan', { plan: text('planKey') }));
      if (text('expiresAt'))
        parts.push(
          translate('activity.details.expires', { date: formatInstant(text('expiresAt')!, locale) }),
        );
      parts.push(
        row.subject
          ? translate('activity.details.company', { company: row.subject })
          : translate('activity.details.anyone'),
      );
    }
    if (text('format')) parts.push(translate('activity.details.format', { format: text('format') }));
    const events = count('events');
    if (events !== null) parts.push(translate('activity.details.events', { smart_count: events }));
    if (count('version') !== null)
      parts.push(translate('activity.details.version', { version: count('version') }));
    if (text('slug')) parts.push(text('slug')!);
    return parts.join(' · ');
  };
}

/** The subject as a link where the console has a page for it. */
const Subject = ({ row }: { row: ActivityRow }) => {
  if (!row.subject) return <>—</>;
  if (row.action.startsWith('offer.'))
    return (
      <Link to={auditOfferPath(row.subject)}>
        <code>{row.subject}</code>
      </Link>
    );
  if (row.action.startsWith('projection.'))
    return (
      <Link to={projectionsPath}>
        <code>{row.subject}</code>
      </Link>
    );
  return <code>{row.subject}</code>;
};

const ActivityCard = ({ row }: { row: ActivityRow }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const describe = useDetails();
  const { actor } = row;
  const who = actor.name
    ? `${actor.name}${actor.email ? ` <${actor.email}>` : ''}`
    : (actor.id ?? translate(`activity.actors.${actor.kind}`));
  const details = describe(row);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={translate(actionKey(row.action), { _: row.action })}
    >
      <CardContent sx={{ pb: '12px !important' }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1.2fr 1.2fr 2fr 1.6fr' },
            gap: 1,
            m: 0,
          }}
        >
          <Fact label={translate('activity.columns.action')}>
            <strong>{translate(actionKey(row.action), { _: row.action })}</strong>
          </Fact>
          <Fact label={translate('activity.columns.at')}>
            <time dateTime={row.at}>{formatInstant(row.at, locale)}</time>
          </Fact>
          <Fact label={translate('activity.columns.actor')}>
            {translate(`activity.actors.${actor.kind}`)}: {who}
          </Fact>
          <Fact label={translate('activity.columns.subject')}>
            <Subject row={row} />
          </Fact>
        </Box>
        {details && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {details}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};

const Activity = ({ api }: { api: CallApi }) => {
  const translate = useTranslate();
  const [action, setAction] = useState<AdminAction | null>(null);
  const { loaded, more, loadingMore, retry } = usePaged(async (before) => {
    const page = await fetchActivity(api, action, before);
    return { items: page.activity, next: page.next };
  }, action ?? '');

  let body: React.ReactNode;
  if (loaded.kind === 'loading') body = <LoadingRows height={90} />;
  else if (loaded.kind === 'failed')
    body = <LoadFailed error={new Error('activity.loadFailed')} retry={retry} />;
  else if (loaded.data.items.length === 0)
    body = (
      <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
        {translate('activity.empty')}
      </Typography>
    );
  else
    body = (
      <>
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {loaded.data.items.map((row) => (
            <ActivityCard key={row.id} row={row} />
          ))}
        </Stack>
        {loaded.data.next && (
          <Button variant="outlined" sx={{ mt: 2 }} disabled={loadingMore} onClick={() => void more()}>
            {translate('activity.more')}
          </Button>
        )}
      </>
    );

  return (
    <>
      <TextField
        select
        size="small"
        label={translate('activity.action')}
        value={action ?? ''}
        onChange={(change) =>
          setAction(change.target.value === '' ? null : (change.target.value as AdminAction))
        }
        sx={{ minWidth: 260 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('activity.allActions')}</MenuItem>
        {adminActions.map((each) => (
          <MenuItem key={each} value={each}>
            {translate(actionKey(each))}
          </MenuItem>
        ))}
      </TextField>
      {body}
    </>
  );
};

/** Every admin action on the brand, who and when, newest first (issue 17, item 6). */
export const AdminActivityPage = ({ api = callApi }: { api?: CallApi }) => {
  const translate = useTranslate();
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 1200 }}>
        <Title title="activity.title" />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('activity.intro')}
        </Typography>
        <Activity api={api} />
      </Box>
    </AdminOnly>
  );
};
