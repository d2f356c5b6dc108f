import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Box,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { OfferPlan } from '@tablica/domain/plans/plan';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { formatMoney } from './money';

/** The selling points of a plan in words, with the numbers from its limits. */
function featureTexts(plan: OfferPlan, translate: ReturnType<typeof useTranslate>): string[] {
  return plan.features.map((key) =>
    translate(`payments.${key}`, {
      days: plan.limits.durationInDays,
      smart_count: plan.limits.maxLocationsCount,
      bumps: plan.limits.bumpsUpCount,
      every: plan.limits.bumpsUpEveryDays,
      _: key,
    }),
  );
}

/**
 * The plan step (spec §1 "choose a pricing plan"): the brand's plans as radio cards with their net
 * price and what they give; choosing one changes the draft's plan before it is paid for.
 */
export const PlanChoice = ({
  plans,
  selected,
  language,
  disabled,
  onChoose,
}: {
  plans: readonly OfferPlan[];
  selected: string;
  language: 'pl' | 'en';
  disabled: boolean;
  onChoose: (planKey: string) => void;
}) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const labelId = 'plan-choice-label';
  return (
    <Box component="section" aria-labelledby={labelId}>
      <Typography id={labelId} variant="h6" component="h2" gutterBottom>
        {translate('payments.choosePlan')}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        name="plan"
        value={selected}
        onChange={(event) => !disabled && onChoose(event.target.value)}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
        }}
      >
        {plans.map((plan) => {
          const chosen = plan.slug === selected;
          const name = plan.name[language];
          return (
            <Card
              key={plan.slug}
              variant="outlined"
              sx={{ borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}
            >
              {/* The whole card takes a click; the radio is the control (a button around it would nest
                  two interactive elements, which screen readers cannot tell apart). */}
              <Box
                onClick={() => !disabled && !chosen && onChoose(plan.slug)}
                sx={{
                  height: '100%',
                  cursor: disabled || chosen ? 'default' : 'pointer',
                  '&:hover': disabled || chosen ? undefined : { bgcolor: 'action.hover' },
                }}
              >
                <CardContent>
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <FormControlLabel
                      value={plan.slug}
                      control={<Radio disabled={disabled} />}
                      label={<Typography variant="subtitle1">{name}</Typography>}
                      onClick={(event) => event.stopPropagation()}
                    />
                    {plan.recommended ? (
                      <Chip size="small" color="primary" label={translate('payments.recommended')} />
                    ) : null}
                  </Stack>
                  <Typography variant="h6" component="p">
                    {formatMoney(plan.price.net, plan.price.currency, locale)}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' '}
                      {translate('payments.price.netShort')}
                    </Typography>
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                    {featureTexts(plan, translate).map((text) => (
                      <Box
                        component="li"
                        key={text}
                        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', typography: 'body2' }}
                      >
                        <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                        {text}
                      </Box>
                    ))}
                  </Box>
                </CardContent>
              </Box>
            </Card>
          );
        })}
      </RadioGroup>
    </Box>
  );
};
