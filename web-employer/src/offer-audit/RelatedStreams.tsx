import { Box, Card, CardContent, Chip, List, ListItem, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';
import type { CallApi } from '../api';
import { useLoaded } from '../admin/useLoaded';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { LoadFailed } from '../layout/LoadFailed';
import { formatInstant } from './AuditEventCard';
import { auditOfferPath } from './OfferAuditSearchPage';

/** `GET /api/admin/offers/{id}/related`. */
export interface RelatedToOffer {
  readonly orders: readonly {
    readonly orderId: string;
    readonly streamId: string;
    readonly status: string;
    readonly purpose: string;
    readonly planKey: string;
    readonly gross: number;
    readonly currency: string;
    readonly createdAt: string;
  }[];
  readonly codes: readonly { readonly code: string; readonly purpose: string; readonly usedAt: string }[];
  readonly applications: Readonly<Record<string, number>>;
  readonly copiedFrom: { readonly offerId: string; readonly slug: string } | null;
  readonly copies: readonly { readonly offerId: string; readonly slug: string; readonly copiedAt: string }[];
}

const streamPath = (streamId: string) => `/admin/streams/${encodeURIComponent(streamId)}`;

const Group = ({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {children.map((child, index) => (
            <ListItem key={index} disableGutters sx={{ overflowWrap: 'anywhere', display: 'block' }}>
              {child}
            </ListItem>
          ))}
        </List>
      )}
    </CardContent>
  </Card>
);

/** The offer's orders, redeemed codes, applications by status, its original and its copies (issue 17). */
export const RelatedStreams = ({ api, offerId }: { api: CallApi; offerId: string }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [related, retry] = useLoaded(
    () => api<RelatedToOffer>(`/admin/offers/${encodeURIComponent(offerId)}/related`),
    offerId,
  );
  if (related.kind === 'loading')
    return (
      <Skeleton variant="rounded" height={240} aria-busy="true" aria-label={translate('ra.page.loading')} />
    );
  if (related.kind === 'failed')
    return <LoadFailed error={new Error('audit.related.loadFailed')} retry={retry} />;
  const { orders, codes, applications, copiedFrom, copies } = related.data;
  const money = (gross: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(gross / 100);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Group title={translate('audit.related.orders')} empty={translate('audit.related.noOrders')}>
        {orders.map((order) => (
          <Box key={order.orderId}>
            <Link to={streamPath(order.streamId)}>
              <code>{order.streamId}</code>
            </Link>
            <Typography variant="body2" color="text.secondary">
              {translate('audit.related.order', {
                purpose: order.purpose,
                plan: order.planKey,
                amount: money(order.gross, order.currency),
                status: order.status,
              })}{' '}
              · {formatInstant(order.createdAt, locale)}
            </Typography>
          </Box>
        ))}
      </Group>
      <Group title={translate('audit.related.codes')} empty={translate('audit.related.noCodes')}>
        {codes.map((code) => (
          <Box key={code.code}>
            <code>{code.code}</code> · {code.purpose} · {formatInstant(code.usedAt, locale)}
          </Box>
        ))}
      </Group>
      <Group
        title={translate('audit.related.applications')}
        empty={translate('audit.related.noApplications')}
      >
        {Object.entries(applications).map(([status, count]) => (
          <Box key={status} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Chip size="small" label={count} />
            <span>{status}</span>
          </Box>
        ))}
      </Group>
      <Group title={translate('audit.related.copiedFrom')} empty={translate('audit.related.notACopy')}>
        {copiedFrom
          ? [
              <Link key="from" to={auditOfferPath(copiedFrom.offerId)}>
                {copiedFrom.slug}
              </Link>,
            ]
          : []}
      </Group>
      <Group title={translate('audit.related.copies')} empty={translate('audit.related.noCopies')}>
        {copies.map((copy) => (
          <Box key={copy.offerId}>
            <Link to={auditOfferPath(copy.offerId)}>{copy.slug}</Link> ·{' '}
            {formatInstant(copy.copiedAt, locale)}
          </Box>
        ))}
      </Group>
    </Box>
  );
};
