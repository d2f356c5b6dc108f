import PaymentIcon from '@mui/icons-material/Payment';
import { Alert, Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { currencies } from '@tablica/domain/catalogue';
import { orderPrice } from '@tablica/domain/orders/pricing';
import type { OfferPlan } from '@tablica/domain/plans/plan';
import { useEffect, useState } from 'react';
import {
  Form,
  Loading,
  required,
  SelectInput,
  TextInput,
  Title,
  useGetOne,
  useLocaleState,
  useLocation,
  useParams,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { callApi, formErrorsOf, messageKeyOf, problemCode } from '../api';
import { companyRecordId, type CompanyRecord } from '../company/companyApi';
import { CheckboxInput } from '../forms/CheckboxInput';
import { dateFormat } from '../i18n/i18nProvider';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { LoadFailed } from '../layout/LoadFailed';
import type { OfferRow } from '../offers/types';
import { formatMoney } from './money';
import {
  choosePlan,
  fetchPlans,
  requestPayment,
  returnUrl,
  submitForPayment,
  type PaymentFormValues,
} from './paymentsApi';
import { PlanChoice } from './PlanChoice';

/** An offer row as the console reads it, with the plan it holds. */
type PayableOffer = OfferRow & { readonly planKey: string };

const grid = {
  display: 'grid',
  columnGap: 2,
  width: '100%',
  gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
};

/** The invoice details in the form's order (the spec's payment request names). */
const invoiceInputs: readonly {
  source: keyof PaymentFormValues;
  optional?: boolean;
  autoComplete?: string;
}[] = [
  { source: 'invoice_company_name', autoComplete: 'organization' },
  { source: 'tax_id', optional: true },
  { source: 'invoice_street', autoComplete: 'address-line1' },
  { source: 'invoice_street_number' },
  { source: 'invoice_city', autoComplete: 'address-level2' },
  { source: 'invoice_postal_code', autoComplete: 'postal-code' },
  { source: 'invoice_country', autoComplete: 'country' },
];

const mustAccept = (value: unknown) => (value === true ? undefined : 'errors.required');

/** Problems of the payment request that are not about one field, with their texts. */
const problemKeys: Readonly<Record<string, string>> = {
  'offer.summary_required': 'payments.problems.summary_required',
  'offer.already_published': 'payments.problems.already_published',
  'offer.not_published': 'payments.problems.not_published',
  'offer.not_found': 'payments.problems.not_found',
};

/** Net, VAT and gross as the order will charge them (the domain's own pricing; the API decides). */
const PriceSummary = ({ plan }: { plan: OfferPlan }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const taxId = useWatch<PaymentFormValues, 'tax_id'>({ name: 'tax_id' });
  const currency = useWatch<PaymentFormValues, 'currency'>({ name: 'currency' });
  const price = orderPrice(plan, currency ?? plan.price.currency, taxId?.trim() || null, new Date());
  const money = (minor: number) => formatMoney(minor, price.currency, locale);
  const row = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'}>{label}</Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Stack spacing={0.5} data-testid="price-summary">
      {row(translate('payments.price.net'), money(price.net))}
      {row(
        price.reverseCharge
          ? translate('payments.price.reverseCharge')
          : translate('payments.price.vat', { rate: price.vatRate }),
        money(price.tax),
      )}
      <Divider />
      {row(translate('payments.price.gross'), money(price.gross), true)}
      {price.oldNet !== null && price.promotionDeadline ? (
        <Typography variant="caption" color="text.secondary">
          {translate('payments.price.promotion', {
            date: new Date(price.promotionDeadline).toLocaleDateString(locale, dateFormat),
            price: money(price.oldNet),
          })}
        </Typography>
      ) : null}
    </Stack>
  );
};

/** The plans the offer may take, from the brand's catalogue (`/v2/offer-plans`). */
function usePlans(planKey: string | undefined) {
  const [state, setState] = useState<{ data?: OfferPlan[]; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  const known = planKey !== undefined;
  useEffect(() => {
    if (!known) return;
    let current = true;
    fetchPlans(callApi, planKey).then(
      (data) => current && setState({ data }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
    // The catalogue is read once; a changed plan is already in it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, attempt]);
  return {
    ...state,
    isPending: known && state.data === undefined && state.error === undefined,
    refetch: () => setAttempt((n) => n + 1),
  };
}

/** A problem's field messages (the draft's own validation, when it is not complete yet). */
function fieldMessages(body: unknown): string[] {
  return [...new Set(Object.values(formErrorsOf(body)))];
}

function defaultsOf(company: CompanyRecord | undefined, plan: OfferPlan): PaymentFormValues {
  const billing = company?.billing;
  return {
    invoice_company_name: billing?.company_name || company?.name || '',
    tax_id: billing?.tax_id ?? '',
    invoice_street: billing?.street ?? '',
    invoice_street_number: billing?.street_number ?? '',
    invoice_postal_code: billing?.postal_code ?? '',
    invoice_city: billing?.city ?? '',
    invoice_country: billing?.country || 'PL',
    currency: plan.price.currency === 'EUR' ? 'EUR' : 'PLN',
    accepted_regulations: false,
    subscribe_to_newsletter: false,
  };
}

/**
 * The wizard's payment step (spec §1, §3): the offer's plan and price, the invoice details prefilled
 * from the company's billing data, then the provider's checkout; the provider sends the payer back to
 * the return page. `?extend=1` pays for an extension of a published offer.
 */
export const PaymentPage = () => {
  const { id = '' } = useParams();
  const extend = new URLSearchParams(useLocation().search).get('extend') === '1';
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const offer = useGetOne<PayableOffer>('offers', { id });
  const company = useGetOne<CompanyRecord>('company', { id: companyRecordId });
  const planKey = offer.data?.planKey;
  const plans = usePlans(planKey);
  const plan = plans.data?.find((candidate) => candidate.slug === planKey);
  // The plan being saved: shown chosen at once, the offer's own once it is saved (or failed).
  const [choosing, setChoosing] = useState<string | null>(null);
  const changingPlan = choosing !== null;
  const [incomplete, setIncomplete] = useState<string[]>([]);

  const payable =
    offer.data &&
    (extend ? offer.data.status === 'published' : ['draft', 'summary'].includes(offer.data.status));
  const failed =
    offer.error ?? plans.error ?? (plans.data && !plan ? new Error('payments.problems.not_found') : null);

  async function changePlan(next: string) {
    if (!offer.data || next === planKey) return;
    setProblem(null);
    setIncomplete([]);
    setChoosing(next);
    try {
      await choosePlan(callApi, offer.data.slug, next);
      await offer.refetch();
    } catch (error) {
      const body = (error as { body?: unknown }).body;
      const messages = fieldMessages(body);
      if (messages.length > 0) setIncomplete(messages);
      else setProblem(messageKeyOf(problemCode(body) ?? 'errors.sthWentWrong'));
    } finally {
      setChoosing(null);
    }
  }

  async function pay(values: PaymentFormValues) {
    if (!offer.data) return;
    setProblem(null);
    setIncomplete([]);
    try {
      // A draft (a new or changed plan) passes the full validation first: the summary step.
      if (!extend && offer.data.status === 'draft') {
        try {
          await submitForPayment(callApi, offer.data.slug);
          void offer.refetch();
        } catch (error) {
          const body = (error as { body?: unknown }).body;
          // Submitted by an earlier try whose payment request then failed: go on paying.
          if (problemCode(body) !== 'offer.already_submitted') {
            const messages = fieldMessages(body);
            if (messages.length === 0) throw error;
            setIncomplete(messages);
            return undefined;
          }
        }
      }
      const answer = await requestPayment(callApi, offer.data, values, {
        extend,
        locale: locale === 'en' ? 'en' : 'pl',
        returnUrl: returnUrl(window.location),
      });
      setLeaving(true);
      window.location.assign(answer.payment_request_url);
    } catch (error) {
      const body = (error as { body?: unknown }).body;
      const errors = formErrorsOf(body);
      if (Object.keys(errors).length > 0) return errors;
      const code = problemCode(body);
      setProblem(
        (code && problemKeys[code]) ?? (error instanceof Error ? error.message : 'errors.sthWentWrong'),
      );
    }
    return undefined;
  }

  return (
    <Box sx={{ maxWidth: 880, mt: { xs: 1, sm: 2 } }}>
      <Title title={extend ? 'payments.titleExtend' : 'payments.title'} />
      {offer.isPending || company.isPending || plans.isPending ? <Loading /> : null}
      {failed ? (
        <LoadFailed
          error={failed}
          retry={() => {
            void offer.refetch();
            plans.refetch();
          }}
        />
      ) : null}
      {offer.data && !payable ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('payments.notPayable')}
        </Alert>
      ) : null}
      {offer.data && payable && plans.data && plan && !extend ? (
        <Box sx={{ mb: 2 }}>
          <PlanChoice
            plans={plans.data}
            selected={choosing ?? plan.slug}
            language={locale === 'en' ? 'en' : 'pl'}
            disabled={changingPlan || leaving}
            onChoose={(next) => void changePlan(next)}
          />
        </Box>
      ) : null}
      {offer.data && payable && plan ? (
        <Form
          defaultValues={defaultsOf(company.data, plan)}
          onSubmit={(values: FieldValues) => pay(values as PaymentFormValues)}
          noValidate
        >
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Card>
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {translate('payments.billing')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate('payments.billingHelp')}
                </Typography>
                <Box sx={grid}>
                  {invoiceInputs.map(({ source, optional, autoComplete }) => (
                    <TextInput
                      key={source}
                      source={source}
                      label={`payments.fields.${source}`}
                      validate={optional ? undefined : required('errors.required')}
                      autoComplete={autoComplete}
                    />
                  ))}
                  <SelectInput
                    source="currency"
                    label="payments.fields.currency"
                    choices={currencies.map((code) => ({ id: code, name: code }))}
                    translateChoice={false}
                  />
                </Box>
                <CheckboxInput
                  source="accepted_regulations"
                  label={translate('payments.fields.accepted_regulations')}
                  validate={mustAccept}
                />
                <CheckboxInput
                  source="subscribe_to_newsletter"
                  label={translate('payments.fields.subscribe_to_newsletter')}
                />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {translate('payments.offer')}
                </Typography>
                <Typography variant="subtitle1" component="p" gutterBottom>
                  {offer.data.title}
                </Typography>
                <Typography variant="overline" color="text.secondary">
                  {translate('payments.plan')}
                </Typography>
                <Typography variant="h6" component="p" gutterBottom>
                  {plan.name[locale === 'en' ? 'en' : 'pl']}
                </Typography>
                <PriceSummary plan={plan} />
                {incomplete.length > 0 ? (
                  <Alert severity="warning" sx={{ mt: 2 }}>
                    {translate('payments.problems.incomplete')}
                    <Box component="ul" sx={{ m: 0, pl: 2 }}>
                      {incomplete.map((key) => (
                        <li key={key}>{translate(key, { _: translate('errors.sthWentWrong') })}</li>
                      ))}
                    </Box>
                  </Alert>
                ) : null}
                {problem ? (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {translate(problem, { _: translate('errors.sthWentWrong') })}
                  </Alert>
                ) : null}
                {leaving ? (
                  <Alert severity="info" sx={{ mt: 2 }}>
                    {translate('payments.redirecting')}
                  </Alert>
                ) : null}
                <Button
                  type="submit"
                  variant="contained"
                  fullWidth
                  startIcon={<PaymentIcon />}
                  disabled={leaving || changingPlan}
                  sx={{ mt: 2 }}
                >
                  {translate('payments.pay')}
                </Button>
              </CardContent>
            </Card>
          </Box>
        </Form>
      ) : null}
    </Box>
  );
};
