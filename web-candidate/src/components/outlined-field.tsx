import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

interface OutlinedFieldProps extends AutocompleteRenderInputParams {
  readonly label: string;
  readonly placeholder?: string | undefined;
  readonly sx?: SxProps<Theme>;
}

/**
 * An Autocomplete's outlined text field as MUI's TextField draws it (the same elements, classes and
 * styles: FormControl with `MuiTextField-root`, InputLabel, OutlinedInput with the label's notch),
 * without TextField itself: it imports Select, and with it Menu, Popover and Modal (issue 11, initial
 * JS: ~12 KB gzipped on the listing's first paint).
 */
export function OutlinedField({
  id,
  disabled,
  fullWidth,
  size,
  slotProps,
  label,
  placeholder,
  sx,
}: OutlinedFieldProps) {
  return (
    <FormControl className="MuiTextField-root" disabled={disabled} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`} {...slotProps.inputLabel}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        fullWidth={fullWidth}
        label={label}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
        {...slotProps.input}
      />
    </FormControl>
  );
}
