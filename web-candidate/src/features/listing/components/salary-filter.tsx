import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SalaryRange } from '@tablica/domain/listing/filter-values';
import { rangeBounds } from '@tablica/domain/listing/filter-values';
import {
  clampSalary,
  salaryFromSlider,
  salarySlider,
  sliderHandles,
  snapSalary,
} from '@tablica/domain/listing/salary-slider';
import { filterParam } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantConfig } from '@tablica/domain/tenant-config/types';
import { useId, useState } from 'react';
import { formatCount } from '../../../lib/i18n/format-count';
import { useTranslate } from '../../../lib/i18n/use-translate';

interface SalaryFilterProps {
  readonly config: TenantConfig;
  readonly value: SalaryRange | null;
  readonly currency: string;
  readonly onChange: (salary: SalaryRange | null) => void;
}

/**
 * The salary slider and its inputs with the landed slider rules (domain `salary-slider.ts`): handles
 * snap to the step, typed amounts are clamped, a handle at an end means no bound, and with
 * `onlyMinimumSalaryFilter` there is one handle, the minimum.
 */
export function SalaryFilter({ config, value, currency, onChange }: SalaryFilterProps) {
  const t = useTranslate();
  const labelId = useId();
  const slider = salarySlider(config);
  const bounds = rangeBounds(filterParam(config, 'salary'));
  const onlyMinimum = config.featureFlags.onlyMinimumSalaryFilter;
  const [low, high] = sliderHandles(value, slider);
  const [typed, setTyped] = useState({ low: String(low), high: String(high) });
  // The handles moved (slider, clear): the inputs show where they are now.
  const [shown, setShown] = useState(`${low}:${high}`);
  if (shown !== `${low}:${high}`) {
    setShown(`${low}:${high}`);
    setTyped({ low: String(low), high: String(high) });
  }

  const emit = (a: number, b: number) => onChange(salaryFromSlider(a, b, slider, bounds, onlyMinimum));
  const commitTyped = () => {
    const a = clampSalary(Number(typed.low.replace(/\s/g, '').replace(',', '.')), slider);
    const b = onlyMinimum
      ? slider.max
      : clampSalary(Number(typed.high.replace(/\s/g, '').replace(',', '.')), slider);
    emit(a, b);
    setTyped({ low: String(a), high: String(b) });
  };

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('filters.salary')} ({currency})
      </Typography>
      <Box sx={{ px: 1.5 }}>
        {onlyMinimum ? (
          <Slider
            aria-labelledby={labelId}
            min={slider.min}
            max={slider.max}
            step={slider.step}
            value={low}
            valueLabelDisplay="auto"
            valueLabelFormat={formatCount}
            getAriaValueText={formatCount}
            onChange={(_, next) => emit(snapSalary(next as number, slider), slider.max)}
          />
        ) : (
          <Slider
            getAriaLabel={(index) => t(index === 0 ? 'filters.salaryMin' : 'filters.salaryMax')}
            min={slider.min}
            max={slider.max}
            step={slider.step}
            value={[low, high]}
            disableSwap
            valueLabelDisplay="auto"
            valueLabelFormat={formatCount}
            getAriaValueText={formatCount}
            onChange={(_, next) => {
              const [a, b] = next as number[];
              emit(snapSalary(a ?? slider.min, slider), snapSalary(b ?? slider.max, slider));
            }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <TextField
          size="small"
          label={t('filters.salaryMin')}
          value={typed.low}
          inputMode="decimal"
          onChange={(event) => setTyped((current) => ({ ...current, low: event.target.value }))}
          onBlur={commitTyped}
          onKeyDown={(event) => event.key === 'Enter' && commitTyped()}
          sx={{ flex: 1 }}
        />
        {!onlyMinimum && (
          <TextField
            size="small"
            label={t('filters.salaryMax')}
            value={typed.high}
            inputMode="decimal"
            onChange={(event) => setTyped((current) => ({ ...current, high: event.target.value }))}
            onBlur={commitTyped}
            onKeyDown={(event) => event.key === 'Enter' && commitTyped()}
            sx={{ flex: 1 }}
          />
        )}
      </Box>
    </Box>
  );
}
