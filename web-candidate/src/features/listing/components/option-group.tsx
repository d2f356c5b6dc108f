import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import type { FilterOption } from '@tablica/domain/tenant-config/types';
import { useId } from 'react';
import type { Locale } from '../../../lib/i18n/locale';

interface OptionGroupProps<Value extends string> {
  readonly title: string;
  readonly options: readonly FilterOption<Value>[];
  readonly chosen: readonly Value[];
  readonly locale: Locale;
  readonly onChange: (chosen: Value[]) => void;
}

/** A multiselect filter of the More filters dialog as checkboxes, kept in config order. */
export function OptionGroup<Value extends string>({
  title,
  options,
  chosen,
  locale,
  onChange,
}: OptionGroupProps<Value>) {
  const titleId = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }} aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="legend" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <FormGroup row sx={{ columnGap: 2 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    options
                      .map((item) => item.value)
                      .filter((value) =>
                        value === option.value ? event.target.checked : chosen.includes(value),
                      ),
                  )
                }
              />
            }
            label={option.label[locale]}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
