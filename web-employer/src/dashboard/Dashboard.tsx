import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { callApi } from '../api';
import { OfferEmpty } from '../offers/OfferEmpty';

/** `GET /v2/employer-panel/offers/statistics`: the signed-in company's numbers. */
export interface OfferStatistics {
  readonly total: number;
  readonly active: number;
  readonly expiringSoon: number;
  readonly expiringWithinDays: number;
  readonly bumpsLeft: number;
  readonly views: number;
  readonly viewsWindowDays: number;
  readonly applications: number;
}

const Tile = ({ label, value }: { readonly label: string; readonly value: number }) => (
  <Card variant="outlined" component="section" aria-label={label}>
    <CardContent>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </CardContent>
  </Card>
);

/**
 * The console's dashboard (spec §2/§3 employer dashboard): the company's active offers, those ending
 * soon, views, applications and bumps left; each offer's own numbers are in the offers list. A company
 * without any offer gets the offers list's invitation to publish the first one below the numbers;
 * someone without a company (a platform admin) gets no numbers.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const [statistics, setStatistics] = useState<OfferStatistics | null>(null);
  useEffect(() => {
    let live = true;
    callApi<OfferStatistics>('/v2/employer-panel/offers/statistics').then(
      (answer) => live && setStatistics(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="dashboard.title" />
      {statistics && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          <Tile label={translate('dashboard.active')} value={statistics.active} />
          <Tile
            label={translate('dashboard.expiringSoon', { days: statistics.expiringWithinDays })}
            value={statistics.expiringSoon}
          />
          <Tile
            label={translate('dashboard.views', { days: statistics.viewsWindowDays })}
            value={statistics.views}
          />
          <Tile label={translate('dashboard.applications')} value={statistics.applications} />
          <Tile label={translate('dashboard.bumpsLeft')} value={statistics.bumpsLeft} />
        </Box>
      )}
      {statistics?.total === 0 && <OfferEmpty />}
    </Box>
  );
};
