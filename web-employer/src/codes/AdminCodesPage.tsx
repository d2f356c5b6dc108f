import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { OfferPlan } from '@tablica/domain/plans/plan';
import { useState } from 'react';
import { Link, Title, useLocale, useTranslate } from 'react-admin';
import { callApi, isApiFailure, messageKeyOf, type CallApi } from '../api';
import { AdminOnly } from '../admin/AdminOnly';
import { CompanyPicker, type CompanyOption } from '../admin/CompanyPicker';
import { Fact } from '../admin/Facts';
import { LoadingRows } from '../admin/LoadingRows';
import { useLoaded } from '../admin/useLoaded';
import { usePaged } from '../admin/usePaged';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { LoadFailed } from '../layout/LoadFailed';
import { formatInstant } from '../offer-audit/AuditEventCard';
import { auditOfferPath } from '../offer-audit/OfferAuditSearchPage';

export const adminCodesPath = '/admin/codes';

const purposes = ['publish', 'extend', 'any'] as const;

/** A code as `GET /api/admin/codes` answers it. */
export interface AdminCode {
  readonly code: string;
  readonly purpose: string;
  readonly planKey: string | null;
  readonly expiresAt: string | null;
  readonly createdAt: string;
  readonly company: { readonly id: string; readonly name: string } | null;
  readonly usedAt: string | null;
  readonly redeemedBy: {
    readonly offerId: string;
    readonly slug: string | null;
    readonly title: string | null;
    readonly companyName: string | null;
  } | null;
}

/** The end of the chosen day in the admin's own time zone, as an instant. */
const endOfDay = (date: string) => new Date(`${date}T23:59:59`).toISOString();

const IssueForm = ({ api, onIssued }: { api: CallApi; onIssued: () => void }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const [plans] = useLoaded(() => api<OfferPlan[]>('/v2/offer-plans'), 'plans');
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [purpose, setPurpose] = useState<(typeof purposes)[number]>('publish');
  const [planKey, setPlanKey] = useState('');
  const [count, setCount] = useState('10');
  const [expires, setExpires] = useState('');
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState(false);
  const [issued, setIssued] = useState<readonly string[]>([]);

  const submit = async () => {
    setSending(true);
    setErrors({});
    setFailed(false);
    try {
      const answer = await api<{ codes: { code: string }[] }>('/admin/codes', {
        method: 'POST',
        json: {
          companyId: company?.id ?? null,
          purpose,
          planKey: planKey || null,
          expiresAt: expires ? endOfDay(expires) : null,
          count: Number(count),
        },
      });
      setIssued(answer.codes.map((each) => each.code));
      onIssued();
    } catch (error) {
      const problem =
        isApiFailure(error) && error.status === 400 ? (error.body as { errors?: object }) : null;
      const fields = Object.entries(problem?.errors ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      if (fields.length > 0)
        setErrors(Object.fromEntries(fields.map(([path, code]) => [path, translate(messageKeyOf(code))])));
      else setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="issue-codes">
      <CardContent>
        <Typography id="issue-codes" variant="h6" component="h2" sx={{ mb: 2 }}>
          {translate('adminCodes.issue.title')}
        </Typography>
        <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
          <CompanyPicker
            api={api}
            label={translate('adminCodes.issue.company')}
            noneLabel={translate('adminCodes.issue.anyone')}
            value={company}
            onChange={setCompany}
            error={errors.companyId}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={translate('adminCodes.issue.purpose')}
              value={purpose}
              onChange={(change) => setPurpose(change.target.value as (typeof purposes)[number])}
              sx={{ minWidth: 220 }}
              error={errors.purpose !== undefined}
              helperText={errors.purpose}
            >
              {purposes.map((each) => (
                <MenuItem key={each} value={each}>
                  {translate(`adminCodes.purposes.${each}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={translate('adminCodes.issue.plan')}
              value={planKey}
              onChange={(change) => setPlanKey(change.target.value)}
              sx={{ minWidth: 200 }}
              error={errors.planKey !== undefined}
              helperText={errors.planKey}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{translate('adminCodes.issue.anyPlan')}</MenuItem>
              {(plans.kind === 'done' ? plans.data : []).map((plan) => (
                <MenuItem key={plan.slug} value={plan.slug}>
                  {locale === 'pl' ? plan.name.pl : plan.name.en}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="number"
              label={translate('adminCodes.issue.count')}
              value={count}
              onChange={(change) => setCount(change.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 1000 } }}
              sx={{ width: { sm: 120 } }}
              error={errors.count !== undefined}
              helperText={errors.count}
            />
            <TextField
              type="date"
              label={translate('adminCodes.issue.expires')}
              value={expires}
              onChange={(change) => setExpires(change.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={errors.expiresAt !== undefined}
              helperText={errors.expiresAt}
            />
          </Stack>
          <Box>
            <Button type="submit" variant="contained" disabled={sending}>
              {translate(sending ? 'adminCodes.issue.submitting' : 'adminCodes.issue.submit')}
            </Button>
          </Box>
          {failed && (
            <Alert severity="error" role="alert">
              {translate('adminCodes.issue.failed')}
            </Alert>
          )}
          {issued.length > 0 && (
            <Alert severity="success" role="status">
              {translate('adminCodes.issue.issued', { smart_count: issued.length })}
              <Box component="pre" tabIndex={0} sx={{ m: 0, mt: 1, maxHeight: 200, overflow: 'auto' }}>
                {issued.join('\n')}
              </Box>
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

const CodeCard = ({ row }: { row: AdminCode }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const redeemed = row.redeemedBy;
  return (
    <Card component="article" variant="outlined" aria-label={row.code}>
      <CardContent sx={{ pb: '12px !important' }}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
            gap: 1,
            m: 0,
          }}
        >
          <Fact label={translate('adminCodes.columns.code')}>
            <code>{row.code}</code>
          </Fact>
          <Fact label={translate('adminCodes.columns.purpose')}>
            {translate(`adminCodes.purposes.${row.purpose}`, { _: row.purpose })}
            {' · '}
            {row.planKey ?? translate('adminCodes.issue.anyPlan')}
          </Fact>
          <Fact label={translate('adminCodes.columns.company')}>
            {row.company?.name ?? translate('adminCodes.issue.anyone')}
          </Fact>
          <Fact label={translate('adminCodes.columns.expires')}>
            {row.expiresAt ? formatInstant(row.expiresAt, locale) : translate('adminCodes.noExpiry')}
          </Fact>
          <Fact label={translate('adminCodes.columns.created')}>{formatInstant(row.createdAt, locale)}</Fact>
          <Box sx={{ gridColumn: { xs: 'span 2', md: 'span 3' } }}>
            <Fact label={translate('adminCodes.columns.redeemed')}>
              {redeemed && row.usedAt ? (
                <>
                  <Link to={auditOfferPath(redeemed.offerId)}>
                    {redeemed.title ?? redeemed.slug ?? redeemed.offerId}
                  </Link>
                  {' — '}
                  {redeemed.companyName ?? '—'}, {formatInstant(row.usedAt, locale)}
                </>
              ) : (
                translate('adminCodes.notRedeemed')
              )}
            </Fact>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

const CodeList = ({ api, round }: { api: CallApi; round: number }) => {
  const translate = useTranslate();
  const [used, setUsed] = useState<'' | 'true' | 'false'>('');
  const [q, setQ] = useState('');
  const { loaded, more, loadingMore, retry } = usePaged(async (before) => {
    const query = new URLSearchParams({ limit: '25' });
    if (used) query.set('used', used);
    if (q.trim()) query.set('q', q.trim());
    if (before) query.set('before', before);
    const page = await api<{ codes: AdminCode[]; next: string | null }>(`/admin/codes?${query}`);
    return { items: page.codes, next: page.next };
  }, `${used}|${q.trim()}|${round}`);

  let body: React.ReactNode;
  if (loaded.kind === 'loading') body = <LoadingRows height={110} />;
  else if (loaded.kind === 'failed')
    body = <LoadFailed error={new Error('adminCodes.list.loadFailed')} retry={retry} />;
  else if (loaded.data.items.length === 0)
    body = (
      <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
        {translate('adminCodes.list.empty')}
      </Typography>
    );
  else
    body = (
      <>
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {loaded.data.items.map((row) => (
            <CodeCard key={row.code} row={row} />
          ))}
        </Stack>
        {loaded.data.next && (
          <Button variant="outlined" sx={{ mt: 2 }} disabled={loadingMore} onClick={() => void more()}>
            {translate('adminCodes.list.more')}
          </Button>
        )}
      </>
    );

  return (
    <Box component="section" aria-labelledby="all-codes" sx={{ mt: 3 }}>
      <Typography id="all-codes" variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('adminCodes.list.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          label={translate('adminCodes.list.filter')}
          value={used}
          onChange={(change) => setUsed(change.target.value as '' | 'true' | 'false')}
          sx={{ minWidth: 200 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('adminCodes.list.all')}</MenuItem>
          <MenuItem value="true">{translate('adminCodes.list.used')}</MenuItem>
          <MenuItem value="false">{translate('adminCodes.list.unused')}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={translate('adminCodes.list.search')}
          value={q}
          onChange={(change) => setQ(change.target.value)}
        />
      </Stack>
      {body}
    </Box>
  );
};

/** Issuing codes and every code of the brand with who redeemed it (issue 17, item 5). */
export const AdminCodesPage = ({ api = callApi }: { api?: CallApi }) => {
  const translate = useTranslate();
  const [round, setRound] = useState(0);
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 1200 }}>
        <Title title="adminCodes.title" />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('adminCodes.intro')}
        </Typography>
        <IssueForm api={api} onIssued={() => setRound((n) => n + 1)} />
        <CodeList api={api} round={round} />
      </Box>
    </AdminOnly>
  );
};
