import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link, Title, useLocation, useNavigate, useTranslate } from 'react-admin';
import { callApi, type CallApi } from '../api';
import { LoadFailed } from '../layout/LoadFailed';
import { AdminOnly } from '../admin/AdminOnly';
import { LoadingRows } from '../admin/LoadingRows';
import { auditProblemKey, searchOffers } from './auditApi';
import { AuditStatusChip } from './AuditStatusChip';
import type { AuditedOffer } from './types';
import { useLoaded } from '../admin/useLoaded';

export const auditSearchPath = '/admin/offers';
export const auditOfferPath = (offerId: string) => `/admin/offers/${encodeURIComponent(offerId)}`;

const FoundOffer = ({ offer }: { offer: AuditedOffer }) => {
  const translate = useTranslate();
  return (
    <ListItemButton component={Link} to={auditOfferPath(offer.offerId)} divider>
      <ListItemText
        primary={offer.title ?? translate('audit.search.untitled')}
        secondary={[offer.companyName, translate('audit.search.brand', { brand: offer.tenant }), offer.slug]
          .filter(Boolean)
          .join(' · ')}
        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
      <Box sx={{ ml: 2, flexShrink: 0 }}>
        <AuditStatusChip status={offer.status} />
      </Box>
    </ListItemButton>
  );
};

const Results = ({ api, q }: { api: CallApi; q: string }) => {
  const translate = useTranslate();
  const [found, retry] = useLoaded(() => searchOffers(api, q), q);
  if (found.kind === 'loading') return <LoadingRows height={56} />;
  if (found.kind === 'failed')
    return <LoadFailed error={new Error(auditProblemKey(found.error))} retry={retry} />;
  if (found.data.length === 0)
    return (
      <Typography role="status" sx={{ mt: 3 }} color="text.secondary">
        {q.trim() === '' ? translate('audit.search.emptyAll') : translate('audit.search.empty', { q })}
      </Typography>
    );
  return (
    <Card sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2 }}>
        {translate(q.trim() === '' ? 'audit.search.recent' : 'audit.search.results')}
      </Typography>
      <List aria-label={translate('audit.search.results')}>
        {found.data.map((offer) => (
          <FoundOffer key={offer.offerId} offer={offer} />
        ))}
      </List>
    </Card>
  );
};

/**
 * The audit's way in (issue 17): any offer of the brand by id, slug, title or company, the most
 * recently changed first. The text is kept in the URL, so going back returns to the same results.
 */
const SearchForm = ({ q }: { q: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(`${auditSearchPath}?${new URLSearchParams({ q: text.trim() })}`);
  };
  return (
    <Stack
      component="form"
      role="search"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={submit}
    >
      <TextField
        label={translate('audit.search.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        fullWidth
        autoFocus
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ flexShrink: 0 }}>
        {translate('audit.search.submit')}
      </Button>
    </Stack>
  );
};

/**
 * The audit's way in (issue 17): any offer of the brand by id, slug, title or company, the most
 * recently changed first. The text is kept in the URL, so going back returns to the same results.
 */
export const OfferAuditSearchPage = ({ api = callApi }: { api?: CallApi }) => {
  const translate = useTranslate();
  const q = new URLSearchParams(useLocation().search).get('q') ?? '';
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 960 }}>
        <Title title="audit.search.title" />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('audit.search.intro')}
        </Typography>
        <SearchForm key={q} q={q} />
        <Results api={api} q={q} />
      </Box>
    </AdminOnly>
  );
};
