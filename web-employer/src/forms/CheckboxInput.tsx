import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate, type Validator } from 'react-admin';

/** A single checkbox bound to a boolean (react-admin's BooleanInput is a switch, not a consent box). */
export const CheckboxInput = ({
  source,
  label,
  validate,
}: {
  source: string;
  label: ReactNode;
  validate?: Validator;
}) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source, type: 'checkbox', defaultValue: false, validate });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <FormControl error={error !== undefined} sx={{ display: 'flex', mt: 1 }}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': error ? errorId : undefined } }}
          />
        }
      />
      {error ? <FormHelperText id={errorId}>{translate(error, { _: error })}</FormHelperText> : null}
    </FormControl>
  );
};
