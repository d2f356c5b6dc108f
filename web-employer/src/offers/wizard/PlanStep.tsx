import { Alert, Box, Button } from '@mui/material';
import type { OfferPlan } from '@tablica/domain/plans/plan';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { callApi, formErrorsOf, isApiFailure, problemMessageKey } from '../../api';
import { choosePlan } from '../../payments/paymentsApi';
import { PlanChoice } from '../../payments/PlanChoice';
import { fetchEditorOffer, type EditorOffer } from './wizardApi';
import { WizardNavigation } from './WizardNavigation';

/** What stops a plan change or a payment: the offer's own field messages, or one problem. */
export function problemsOf(error: unknown): string[] {
  const body = isApiFailure(error) ? error.body : undefined;
  const fields = [...new Set(Object.values(formErrorsOf(body)))];
  return fields.length > 0 ? fields : [problemMessageKey(body)];
}

/** A list of what is wrong, with a way back to the form when the offer itself must change. */
export const Problems = ({ keys, onEditForm }: { keys: readonly string[]; onEditForm?: () => void }) => {
  const translate = useTranslate();
  if (keys.length === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      action={
        onEditForm ? (
          <Button color="inherit" size="small" onClick={onEditForm}>
            {translate('offerWizard.actions.editForm')}
          </Button>
        ) : undefined
      }
    >
      {keys.length > 1 ? translate('offerWizard.messages.incomplete') : null}
      <Box
        component="ul"
        sx={{ m: 0, pl: keys.length > 1 ? 2 : 0, listStyle: keys.length > 1 ? undefined : 'none' }}
      >
        {keys.map((key) => (
          <li key={key}>{translate(key, { _: translate('errors.sthWentWrong') })}</li>
        ))}
      </Box>
    </Alert>
  );
};

/** The plan step (spec §1): the brand's plans on sale (PlanChoice of the payment step) for the draft. */
export const PlanStep = ({
  offer,
  plans,
  language,
  onChanged,
  onBack,
  onEditForm,
  onNext,
}: {
  offer: EditorOffer;
  plans: readonly OfferPlan[];
  language: 'pl' | 'en';
  onChanged: (offer: EditorOffer) => void;
  onBack: () => void;
  onEditForm: () => void;
  onNext: () => void;
}) => {
  const [choosing, setChoosing] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const available = plans.filter((plan) => plan.active || plan.slug === offer.planKey);

  async function choose(planKey: string) {
    if (planKey === offer.planKey) return;
    setChoosing(planKey);
    setProblems([]);
    try {
      await choosePlan(callApi, offer.slug, planKey);
      onChanged(await fetchEditorOffer(callApi, offer.slug));
    } catch (error) {
      setProblems(problemsOf(error));
    } finally {
      setChoosing(null);
    }
  }

  return (
    <Box>
      <PlanChoice
        plans={available}
        selected={choosing ?? offer.planKey}
        language={language}
        disabled={choosing !== null}
        onChoose={(planKey) => void choose(planKey)}
      />
      <Problems keys={problems} onEditForm={onEditForm} />
      <WizardNavigation onBack={onBack} onNext={onNext} busy={choosing !== null} />
    </Box>
  );
};
