import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { jobAlertFrequencies, type JobAlertFrequency } from '@tablica/domain/job-alerts/job-alert';
import { useId } from 'react';
import type { MessageId } from '../../../lib/i18n/en';
import { useTranslate } from '../../../lib/i18n/use-translate';

export const frequencyLabel: Record<JobAlertFrequency, MessageId> = {
  daily: 'jobAlerts.frequency.daily',
  weekly: 'jobAlerts.frequency.weekly',
  twiceAWeek: 'jobAlerts.frequency.twiceAWeek',
};

/** How often the digest comes (spec §3): every day, Mondays, or Mondays and Thursdays. */
export function FrequencyField(props: {
  readonly value: JobAlertFrequency;
  readonly onChange: (value: JobAlertFrequency) => void;
  readonly disabled?: boolean;
}) {
  const t = useTranslate();
  const labelId = useId();
  return (
    <FormControl disabled={props.disabled}>
      <FormLabel id={labelId}>{t('jobAlerts.field.frequency')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="frequency"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as JobAlertFrequency)}
      >
        {jobAlertFrequencies.map((frequency) => (
          <FormControlLabel
            key={frequency}
            value={frequency}
            control={<Radio size="small" />}
            label={t(frequencyLabel[frequency])}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
