import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, Title, useTranslate } from 'react-admin';
import { callApi, isApiFailure, messageKeyOf, type CallApi } from '../api';
import { auditOfferPath } from '../offer-audit/OfferAuditSearchPage';
import { AdminOnly } from './AdminOnly';
import { CompanyPicker, type CompanyOption } from './CompanyPicker';

export const importPath = '/admin/import';

/** An offer in the import's fields (the direct path's), for the example button. */
export const exampleOffer = {
  title: 'Senior TypeScript Developer',
  companyName: 'Acme Software',
  companySize: '51-100',
  companyWebsite: 'https://acme.example.com',
  categoryId: 'javascript',
  subcategoryId: null,
  experienceLevel: 'senior',
  workplaceType: 'hybrid',
  workingTime: 'full_time',
  body: '<p>Build the best <strong>job board</strong> in Poland.</p>',
  locations: [
    { city: 'Warszawa', street: 'Marszałkowska 1', countryCode: 'PL', latitude: 52.2297, longitude: 21.0122 },
  ],
  employmentTypes: [{ type: 'b2b', from: 20000, to: 28000, currency: 'PLN', unit: 'month', gross: false }],
  requiredSkills: [{ name: 'TypeScript', level: 4 }],
  optionalSkills: [],
  languages: [{ code: 'en', level: 'b2' }],
  apply: { type: 'url', uri: 'https://acme.example.com/careers/ts' },
  informationClause: null,
  futureConsent: { enabled: false, value: '' },
  customConsent: { enabled: false, value: '' },
  contact: { name: 'Anna Nowak', email: 'anna.nowak@acme.example.com', phone: null },
  remoteInterview: true,
  openToHireUkrainians: false,
};

type Outcome =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending' }
  | { readonly kind: 'notJson'; readonly error: string }
  | { readonly kind: 'notObject' }
  | { readonly kind: 'invalid'; readonly fields: readonly (readonly [path: string, key: string])[] }
  | { readonly kind: 'failed' }
  | { readonly kind: 'done'; readonly id: string; readonly slug: string };

/** Field path → error key of a 400 problem (`errors` map, or `issues`). */
function fieldErrors(problem: unknown): [string, string][] {
  const body = problem as { errors?: Record<string, unknown>; issues?: { path?: unknown; code?: unknown }[] };
  if (body?.errors && typeof body.errors === 'object')
    return Object.entries(body.errors).flatMap(([path, code]) =>
      typeof code === 'string' ? [[path, messageKeyOf(code)] as [string, string]] : [],
    );
  return (body?.issues ?? []).flatMap((issue) =>
    typeof issue.path === 'string' && typeof issue.code === 'string'
      ? [[issue.path, messageKeyOf(issue.code)] as [string, string]]
      : [],
  );
}

const Importer = ({ api }: { api: CallApi }) => {
  const translate = useTranslate();
  const [company, setCompany] = useState<CompanyOption | null>(null);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const submit = async () => {
    let offer: unknown;
    try {
      offer = JSON.parse(text);
    } catch (error) {
      setOutcome({ kind: 'notJson', error: (error as Error).message });
      return;
    }
    if (typeof offer !== 'object' || offer === null || Array.isArray(offer)) {
      setOutcome({ kind: 'notObject' });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const made = await api<{ id: string; slug: string }>('/admin/offers/import', {
        method: 'POST',
        json: { ...offer, companyId: company?.id ?? null },
      });
      setOutcome({ kind: 'done', ...made });
    } catch (error) {
      const fields = isApiFailure(error) && error.status === 400 ? fieldErrors(error.body) : [];
      setOutcome(fields.length > 0 ? { kind: 'invalid', fields } : { kind: 'failed' });
    }
  };

  const companyError =
    outcome.kind === 'invalid' ? outcome.fields.find(([path]) => path === 'companyId')?.[1] : undefined;
  const jsonError =
    outcome.kind === 'notJson'
      ? translate('adminImport.notJson', { error: outcome.error })
      : outcome.kind === 'notObject'
        ? translate('adminImport.notObject')
        : undefined;

  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void submit())}>
      <CompanyPicker
        api={api}
        label={translate('adminImport.company')}
        helperText={translate('adminImport.companyHelp')}
        noneLabel={translate('adminImport.noCompany')}
        value={company}
        onChange={setCompany}
        error={companyError ? translate(companyError) : undefined}
      />
      <Box>
        <Button size="small" onClick={() => setText(JSON.stringify(exampleOffer, null, 2))}>
          {translate('adminImport.example')}
        </Button>
      </Box>
      <TextField
        label={translate('adminImport.json')}
        multiline
        minRows={14}
        maxRows={30}
        value={text}
        onChange={(change) => setText(change.target.value)}
        error={jsonError !== undefined}
        helperText={jsonError}
        slotProps={{
          htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: '0.85rem' } },
        }}
      />
      {outcome.kind === 'invalid' && (
        <Alert severity="error" role="alert">
          {translate('adminImport.invalid', { smart_count: outcome.fields.length })}
          <List dense aria-label={translate('adminImport.field')}>
            {outcome.fields.map(([path, key]) => (
              <ListItem key={path} disableGutters sx={{ py: 0 }}>
                <ListItemText
                  primary={
                    <>
                      <code>
                        {path === '' || path === 'root' ? translate('adminImport.wholeOffer') : path}
                      </code>
                      {': '}
                      {translate(key)}
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      {outcome.kind === 'failed' && (
        <Alert severity="error" role="alert">
          {translate('adminImport.failed')}
        </Alert>
      )}
      {outcome.kind === 'done' && (
        <Alert severity="success" role="status">
          {translate('adminImport.done', { slug: outcome.slug })}{' '}
          <Link to={auditOfferPath(outcome.id)}>{translate('adminImport.openAudit')}</Link>
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={outcome.kind === 'sending' || text.trim() === ''}>
          {translate(outcome.kind === 'sending' ? 'adminImport.submitting' : 'adminImport.submit')}
        </Button>
      </Box>
    </Stack>
  );
};

/** The offer editor's JSON import mode for platform admins (spec §6; issue 17, item 5). */
export const OfferImportPage = ({ api = callApi }: { api?: CallApi }) => {
  const translate = useTranslate();
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
        <Title title="adminImport.title" />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('adminImport.intro')}
        </Typography>
        <Importer api={api} />
      </Box>
    </AdminOnly>
  );
};
