import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import type { CallApi } from '../api';

export interface CompanyOption {
  readonly id: string;
  readonly name: string;
}

/**
 * A company of the brand, searched by name as the admin types (`GET /api/admin/companies`), or none.
 * `noneLabel` names the choice of no company; it is what an empty field means.
 */
export const CompanyPicker = ({
  api,
  label,
  helperText,
  noneLabel,
  value,
  onChange,
  error,
}: {
  api: CallApi;
  label: string;
  helperText?: string;
  noneLabel: string;
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
  error?: string | undefined;
}) => {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<readonly CompanyOption[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api<{ companies: CompanyOption[] }>(`/admin/companies?${new URLSearchParams({ q: text })}`).then(
        (found) => current && setOptions(found.companies),
        () => current && setOptions([]),
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, text]);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
      getOptionLabel={(company) => company.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(shown) => shown}
      renderOption={(props, company) => (
        <li {...props} key={company.id}>
          {company.name}&nbsp;<small style={{ opacity: 0.6 }}>{company.id}</small>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={noneLabel}
          error={error !== undefined}
          helperText={error ?? helperText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      sx={{ maxWidth: 480 }}
    />
  );
};
