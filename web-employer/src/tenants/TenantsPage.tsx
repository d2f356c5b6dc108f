import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { callApi, type CallApi } from '../api';
import { AdminOnly } from '../admin/AdminOnly';
import { LoadingRows } from '../admin/LoadingRows';
import { useLoaded } from '../admin/useLoaded';
import { LoadFailed } from '../layout/LoadFailed';

export const tenantsPath = '/admin/tenants';

/** A brand as `GET /api/admin/tenants` answers it. */
export interface TenantRow {
  readonly id: string;
  readonly name: string;
  readonly hostPrefix: string;
  readonly baseCurrency: string;
  readonly current: boolean;
  readonly flags: Readonly<Record<string, boolean>>;
}

const TenantCard = ({ tenant }: { tenant: TenantRow }) => {
  const translate = useTranslate();
  return (
    <Card component="section" variant="outlined" aria-labelledby={`tenant-${tenant.id}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id={`tenant-${tenant.id}`} variant="h6" component="h2">
            {tenant.name}
          </Typography>
          <code>{tenant.id}</code>
          {tenant.current && <Chip size="small" color="primary" label={translate('tenants.current')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('tenants.host')}: <code>{tenant.hostPrefix}.*</code> · {translate('tenants.currency')}:{' '}
          {tenant.baseCurrency}
        </Typography>
        <Table size="small" aria-label={tenant.name}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('tenants.flag')}</TableCell>
              <TableCell>{translate('tenants.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(tenant.flags).map(([flag, on]) => (
              <TableRow key={flag}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <code>{flag}</code>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant={on ? 'filled' : 'outlined'}
                    color={on ? 'success' : 'default'}
                    label={translate(on ? 'tenants.on' : 'tenants.off')}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};

/** The installation's brands and each one's feature flags, read-only (issue 17, item 5). */
export const TenantsPage = ({ api = callApi }: { api?: CallApi }) => {
  const translate = useTranslate();
  const [loaded, retry] = useLoaded(() => api<{ tenants: TenantRow[] }>('/admin/tenants'), 'tenants');
  let body: React.ReactNode;
  if (loaded.kind === 'loading') body = <LoadingRows height={300} />;
  else if (loaded.kind === 'failed')
    body = <LoadFailed error={new Error('tenants.loadFailed')} retry={retry} />;
  else
    body = (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {loaded.data.tenants.map((tenant) => (
          <TenantCard key={tenant.id} tenant={tenant} />
        ))}
      </Box>
    );
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 1200 }}>
        <Title title="tenants.title" />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('tenants.intro')}
        </Typography>
        {body}
      </Box>
    </AdminOnly>
  );
};
