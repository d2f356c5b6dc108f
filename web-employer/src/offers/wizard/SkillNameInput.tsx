import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { callApi } from '../../api';
import { lookUpSkills, type SkillItem } from './wizardApi';

/** Spec §9: skill suggestions are asked 500 ms after the last key. */
export const skillLookupDelayMs = 500;

/** The skills lookup for what is typed, debounced; the previous question is dropped. */
export function useSkillSuggestions(text: string): { options: readonly SkillItem[]; loading: boolean } {
  const [result, setResult] = useState<{ search: string; options: readonly SkillItem[] }>({
    search: '',
    options: [],
  });
  const search = text.trim();
  useEffect(() => {
    if (search === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lookUpSkills(callApi, search, controller.signal).then(
        ({ items }) => setResult({ search, options: items }),
        () => !controller.signal.aborted && setResult({ search, options: [] }),
      );
    }, skillLookupDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search]);
  if (search === '') return { options: [], loading: false };
  // While the next answer is awaited, the last one stays on screen.
  return { options: result.options, loading: result.search !== search };
}

/**
 * A skill's name with suggestions from the skills lookup (spec §7); any name may be typed. The value is
 * the name the offer carries; errors (too long, duplicate) are the form's.
 */
export const SkillNameInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const value = typeof field.value === 'string' ? field.value : '';
  // What the employer is typing now (not the name loaded or chosen): what the lookup is asked for.
  const [query, setQuery] = useState('');
  const { options, loading } = useSkillSuggestions(query);
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      freeSolo
      id={id}
      options={options.map((skill) => skill.name)}
      filterOptions={(names) => names}
      loading={loading}
      loadingText={translate('offerWizard.helpers.searchingSkills')}
      noOptionsText={translate('offerWizard.helpers.noSkills')}
      value={value}
      inputValue={value}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'input' && reason !== 'clear') return;
        setQuery(next);
        field.onChange(next);
      }}
      onChange={(_event, next) => {
        setQuery('');
        field.onChange(typeof next === 'string' ? next : '');
      }}
      onBlur={field.onBlur}
      sx={{ minWidth: 200, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={translate(label)}
          size="small"
          error={Boolean(error)}
          helperText={error ? translate(error, { _: error }) : ' '}
        />
      )}
    />
  );
};
