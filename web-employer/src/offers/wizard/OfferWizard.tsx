import { Alert, Box, Button, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { OfferPlan } from '@tablica/domain/plans/plan';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Form,
  Loading,
  NotFound,
  ResourceContextProvider,
  Title,
  useGetOne,
  useLocaleState,
  useNotify,
  useParams,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { callApi, formErrorsOf, isApiFailure, problemMessageKey } from '../../api';
import { companyRecordId, type CompanyRecord } from '../../company/companyApi';
import { LoadFailed } from '../../layout/LoadFailed';

import { focusFirstError, keepEnterFromSubmitting } from './focusFirstError';
import {
  ApplySection,
  CompanySection,
  ConsentsSection,
  DescriptionSection,
  LanguagesSection,
  LocationsSection,
  PositionSection,
  PublicationSection,
  SalarySection,
  SkillsSection,
  WorkplaceSection,
} from './OfferFormSections';
import { OfferPreview } from './OfferPreview';
import { PaymentStep } from './PaymentStep';
import { PlanStep } from './PlanStep';
import { PublishedStep, type Outcome } from './PublishedStep';
import { useLoad } from './useLoad';
import {
  createDraft,
  fetchEditorOffer,
  fetchFormInputs,
  fetchPlanCatalogue,
  saveOffer,
  type EditorOffer,
  type FormInputsData,
} from './wizardApi';
import { wizardResolver } from './wizardResolver';
import {
  inputOfWirePath,
  newOfferValues,
  valuesFromWire,
  wireFromValues,
  type WizardValues,
} from './wizardValues';
import { WizardNavigation } from './WizardNavigation';

export const wizardModes = ['create', 'draft', 'duplicate', 'edit', 'refresh', 'extend'] as const;
export type WizardMode = (typeof wizardModes)[number];
export type WizardStep = 'form' | 'summary' | 'plan' | 'payment' | 'published';

/** Spec §4 offer flow per mode: a new offer is paid for; an edit is not; an extension keeps the text. */
export const stepsOf: Readonly<Record<WizardMode, readonly WizardStep[]>> = {
  create: ['form', 'summary', 'plan', 'payment', 'published'],
  draft: ['form', 'summary', 'plan', 'payment', 'published'],
  duplicate: ['form', 'summary', 'plan', 'payment', 'published'],
  edit: ['form', 'summary', 'published'],
  refresh: ['form', 'summary', 'payment', 'published'],
  extend: ['summary', 'payment', 'published'],
};

/** The statuses each mode works on (anything else is told, not attempted). */
const modeStatuses: Readonly<Record<WizardMode, readonly string[]>> = {
  create: [],
  draft: ['draft', 'summary'],
  duplicate: ['draft', 'summary'],
  edit: ['published', 'scheduled'],
  refresh: ['published'],
  extend: ['published'],
};

/** A wizard mode whose form may be saved as a draft and left. */
const draftModes: ReadonlySet<WizardMode> = new Set(['create', 'draft', 'duplicate']);

const listPath = '/offers';

/** `/offers/create`: a new offer. */
export const OfferWizardCreate = () => <OfferWizard mode="create" slug={null} />;

/** `/offers/:slug/wizard/:mode`: a draft to finish, or a published offer to edit, refresh, extend. */
export const OfferWizardPage = () => {
  const { slug = '', mode = '' } = useParams();
  if (!(wizardModes as readonly string[]).includes(mode) || mode === 'create') return <NotFound />;
  return <OfferWizard key={`${slug}/${mode}`} mode={mode as WizardMode} slug={slug} />;
};

/** The wizard's path for an offer in a mode. */
export const wizardPath = (slug: string, mode: Exclude<WizardMode, 'create'>) =>
  `/offers/${encodeURIComponent(slug)}/wizard/${mode}`;

function parentLookup(inputs: FormInputsData) {
  const parents = new Map<string, string>();
  for (const category of inputs.categories)
    for (const child of category.children) parents.set(child.id, category.id);
  return (id: string) => parents.get(id) ?? null;
}

function companyDefaults(company: CompanyRecord | undefined) {
  return {
    name: company?.name,
    size: company?.size,
    url: company?.url,
    logoUrl: company?.logo?.src ?? null,
    informationClause: company?.clauses.information_clause,
    futureConsent: company?.clauses.future_consent,
    customConsent: company?.clauses.custom_consent,
  };
}

/**
 * The offer wizard (spec §2, §4): the form in the spec's section order, the summary, the plan, the
 * payment by code or card, and the published screen; titles per mode.
 */
export const OfferWizard = ({ mode, slug }: { mode: WizardMode; slug: string | null }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'pl';
  const inputs = useLoad(() => fetchFormInputs(callApi), 'inputs');
  const plans = useLoad(() => fetchPlanCatalogue(callApi), 'plans');
  const loaded = useLoad(slug ? () => fetchEditorOffer(callApi, slug) : null, slug ?? 'new');
  const company = useGetOne<CompanyRecord>(
    'company',
    { id: companyRecordId },
    { enabled: mode === 'create' },
  );
  const [saved, setSaved] = useState<EditorOffer | null>(null);
  const offer = saved ?? loaded.data ?? null;
  const steps = stepsOf[mode];
  const [step, setStep] = useState<WizardStep>(steps[0]!);
  const [values, setValues] = useState<WizardValues | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const failed = inputs.error ?? plans.error ?? loaded.error;
  const pending =
    inputs.isPending || plans.isPending || loaded.isPending || (mode === 'create' && company.isPending);

  const initialValues = useMemo(() => {
    if (!inputs.data) return null;
    const currency = inputs.data.defaults.currency;
    if (offer?.form) return valuesFromWire(offer.form, parentLookup(inputs.data), currency);
    return newOfferValues(currency, companyDefaults(company.data));
    // The form starts from the offer as first loaded; later saves do not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inputs.data, loaded.data, company.data]);

  const title = <Title title={`offerWizard.titles.${mode}`} />;
  if (failed) {
    const status = isApiFailure(failed) ? failed.status : 0;
    if (status === 404) return <NotFound />;
    return (
      <Box sx={{ mt: 2 }}>
        {title}
        <LoadFailed
          error={failed}
          retry={() => {
            inputs.retry();
            plans.retry();
            loaded.retry();
          }}
        />
      </Box>
    );
  }
  if (pending || !inputs.data || !plans.data || !initialValues) return <Loading />;

  const wrongStatus = offer && mode !== 'create' && !modeStatuses[mode].includes(offer.status) && !outcome;
  const planKey = offer?.planKey ?? inputs.data.defaults.planKey;
  const plan: OfferPlan | undefined = plans.data.find((candidate) => candidate.slug === planKey);
  const limits = offer?.limits ?? plan?.limits;
  const go = (next: WizardStep) => {
    setStep(next);
    window.scrollTo?.({ top: 0 });
  };
  const previous = (current: WizardStep) => steps[steps.indexOf(current) - 1];
  const following = (current: WizardStep) => steps[steps.indexOf(current) + 1]!;

  return (
    <Box sx={{ maxWidth: 960, mt: { xs: 1, sm: 2 }, pb: 10 }}>
      {title}
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(`offerWizard.titles.${mode}`)}
      </Typography>
      <Stepper
        activeStep={steps.indexOf(step)}
        alternativeLabel
        sx={{ mb: 2, '& .MuiStepLabel-label': { fontSize: { xs: '0.7rem', sm: '0.875rem' } } }}
      >
        {steps.map((item) => (
          <Step key={item}>
            <StepLabel>{translate(`offerWizard.steps.${item}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {wrongStatus ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('offerWizard.messages.notEditable')}
        </Alert>
      ) : null}
      {step === 'form' && limits ? (
        <FormStep
          mode={mode}
          inputs={inputs.data}
          values={values ?? initialValues}
          offer={offer}
          limits={limits}
          onSaved={(fresh, current) => {
            setSaved(fresh);
            setValues(current);
          }}
          onNext={() => go(following('form'))}
        />
      ) : null}
      {step === 'summary' && offer?.form ? (
        <Box>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('offerWizard.messages.summaryHelp')}
          </Typography>
          <OfferPreview form={offer.form} categories={inputs.data.categories} language={language} />
          <WizardNavigation
            onBack={previous('summary') ? () => go(previous('summary')!) : undefined}
            onNext={() => {
              if (mode === 'edit') setOutcome({ kind: 'edited', offer });
              go(following('summary'));
            }}
            nextLabel={mode === 'edit' ? 'offerWizard.actions.saveChanges' : undefined}
          />
        </Box>
      ) : null}
      {step === 'plan' && offer ? (
        <PlanStep
          offer={offer}
          plans={plans.data}
          language={language}
          onChanged={setSaved}
          onBack={() => go('summary')}
          onEditForm={() => go('form')}
          onNext={() => go('payment')}
        />
      ) : null}
      {step === 'payment' && offer ? (
        <PaymentStep
          offer={offer}
          use={mode === 'refresh' ? 'refresh' : mode === 'extend' ? 'extend' : 'publish'}
          onBack={() => go(previous('payment')!)}
          onEditForm={steps.includes('form') ? () => go('form') : undefined}
          onPaid={(result) => {
            setSaved(result.offer);
            setOutcome(result);
            go('published');
          }}
        />
      ) : null}
      {step === 'published' && outcome ? <PublishedStep outcome={outcome} /> : null}
    </Box>
  );
};

/** The form step: every section, validated on blur and change; the bottom navigation saves it. */
const FormStep = ({
  mode,
  inputs,
  values,
  offer,
  limits,
  onSaved,
  onNext,
}: {
  mode: WizardMode;
  inputs: FormInputsData;
  values: WizardValues;
  offer: EditorOffer | null;
  limits: NonNullable<EditorOffer['limits']>;
  onSaved: (offer: EditorOffer, values: WizardValues) => void;
  onNext: () => void;
}) => {
  const resolver = useMemo(
    () => wizardResolver({ limits, categories: inputs.categories }),
    [limits, inputs.categories],
  );
  return (
    // The wizard's own routes are outside the offers resource; list inputs need to know it.
    <ResourceContextProvider value="offers">
      <Form
        defaultValues={values as unknown as FieldValues}
        resolver={resolver}
        mode="onBlur"
        reValidateMode="onChange"
        delayError={150}
        noValidate
        disableInvalidFormNotification
      >
        <Box onKeyDown={keepEnterFromSubmitting}>
          <CompanySection inputs={inputs} />
          <PositionSection inputs={inputs} />
          <LanguagesSection inputs={inputs} />
          <SkillsSection />
          <SalarySection inputs={inputs} currency={inputs.defaults.currency} />
          <DescriptionSection />
          <LocationsSection maxLocations={limits.maxLocationsCount} />
          <WorkplaceSection inputs={inputs} />
          <ApplySection />
          <ConsentsSection />
          {draftModes.has(mode) ? <PublicationSection /> : null}
        </Box>
        <FormNavigation mode={mode} offer={offer} onSaved={onSaved} onNext={onNext} />
      </Form>
    </ResourceContextProvider>
  );
};

/**
 * The form's bottom navigation: save-and-exit keeps a draft however incomplete (the draft's loose
 * validation); next validates the whole offer here and on the server, which also finds the places.
 */
const FormNavigation = ({
  mode,
  offer,
  onSaved,
  onNext,
}: {
  mode: WizardMode;
  offer: EditorOffer | null;
  onSaved: (offer: EditorOffer, values: WizardValues) => void;
  onNext: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const form = useFormContext();
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [current, setCurrent] = useState(offer);
  // The 412 notice sits above the bottom navigation: brought into view wherever the form was scrolled.
  const conflictNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflict) conflictNotice.current?.scrollIntoView?.({ block: 'center' });
  }, [conflict]);

  async function save(complete: boolean): Promise<boolean> {
    const values = form.getValues() as WizardValues;
    const wire = wireFromValues(values);
    const logo = values.companyLogo?.rawFile ?? null;
    setBusy(true);
    try {
      let slug = current?.slug;
      let version = current?.version;
      let logoToSend = logo;
      if (!slug) {
        const created = await createDraft(callApi, wire, logo);
        slug = created.slug;
        version = created.version;
        logoToSend = null;
      }
      if (current || complete) {
        const draftStep = !current || current.status === 'draft' || current.status === 'summary';
        await saveOffer(callApi, slug, wire, {
          logo: logoToSend,
          complete: complete && draftStep,
          version,
        });
      }
      const fresh = await fetchEditorOffer(callApi, slug);
      setCurrent(fresh);
      const logoUrl = fresh.form?.company_logo_url;
      if (typeof logoUrl === 'string' && logoUrl !== '') form.setValue('companyLogo', { src: logoUrl });
      onSaved(fresh, form.getValues() as WizardValues);
      setConflict(false);
      return true;
    } catch (error) {
      const status = isApiFailure(error) ? error.status : 0;
      const body = isApiFailure(error) ? error.body : undefined;
      if (status === 412) {
        setConflict(true);
        return false;
      }
      const errors = status === 400 ? formErrorsOf(body, (path) => inputOfWirePath(path)) : {};
      if (Object.keys(errors).length > 0) {
        for (const [input, key] of Object.entries(errors))
          form.setError(input, { type: 'server', message: key });
        notify('offerWizard.messages.fixErrors', { type: 'error' });
        focusFirstError();
      } else notify(problemMessageKey(body), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  /** Someone else's version: the latest is loaded for its version; what was typed stays. */
  async function reload() {
    if (!current) return;
    const fresh = await fetchEditorOffer(callApi, current.slug);
    setCurrent(fresh);
    onSaved(fresh, form.getValues() as WizardValues);
    setConflict(false);
    notify('offerWizard.messages.reloaded', { type: 'info' });
  }

  const next = form.handleSubmit(
    async () => {
      if (await save(true)) onNext();
    },
    () => {
      notify('offerWizard.messages.fixErrors', { type: 'error' });
      focusFirstError();
    },
  );

  return (
    <>
      {conflict ? (
        <Alert
          ref={conflictNotice}
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              {translate('offerWizard.actions.reload')}
            </Button>
          }
        >
          {translate('offerWizard.messages.conflict')}
        </Alert>
      ) : null}
      <WizardNavigation
        busy={busy}
        dirty={form.formState.isDirty}
        onSaveDraft={
          draftModes.has(mode)
            ? async () => {
                if (await save(false)) {
                  notify('offerWizard.messages.draftSaved', { type: 'success' });
                  redirect(listPath);
                }
              }
            : undefined
        }
        onNext={() => void next()}
      />
    </>
  );
};
