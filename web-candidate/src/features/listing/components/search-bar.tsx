import HistoryRounded from '@mui/icons-material/HistoryRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import type { MessageId } from '../../../lib/i18n/en';
import { OutlinedField } from '../../../components/outlined-field';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { restarted, useListNavigation } from '../hooks/use-list-navigation';
import { minSuggestLength, useSuggestions } from '../hooks/use-suggestions';
import { filtersAtom, recentSearchesAtom, rememberSearches } from '../state/listing-atoms';
import { sameTerm, suggestionOptions, termsOf, withTerms, type SearchTerm } from '../search-terms';

/** Spec §9: tags shown while the bar is not focused: 1 on desktop, 2 on phones. */
const tagsShown = { desktop: 1, phone: 2 } as const;

interface Option extends SearchTerm {
  /** Where the option is listed: a suggestion group, or the recent searches. */
  readonly group: SearchTerm['variant'] | 'lastSearches';
}

const groupTitle: Record<Option['group'], MessageId> = {
  titles: 'search.group.titles',
  companies: 'search.group.companies',
  skills: 'search.group.skills',
  keyword: 'search.group.keyword',
  lastSearches: 'search.group.lastSearches',
};

/**
 * The search bar (spec §2, §4): chips for titles, companies, skills and keywords; suggestions from 2
 * characters, 300 ms after typing stops (the previous request aborted); below that the last 8
 * searches. A choice writes the address at once and is remembered on this device.
 */
export function SearchBar() {
  const t = useTranslate();
  const filters = useAtomValue(filtersAtom);
  const [recent, setRecent] = useAtom(recentSearchesAtom);
  const navigate = useListNavigation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [text, setText] = useState('');
  const { suggestions, loading } = useSuggestions(text);
  const value = useMemo(() => termsOf(filters), [filters]);

  const short = [...text.trim()].length < minSuggestLength;
  const options: Option[] = short
    ? recent.map((term) => ({ ...term, group: 'lastSearches' as const }))
    : suggestionOptions(text, suggestions).map((term) => ({ ...term, group: term.variant }));

  const apply = (terms: readonly SearchTerm[]) => {
    const added = terms.filter((term) => !value.some((known) => sameTerm(known, term)));
    if (added.length > 0) setRecent(rememberSearches(recent, added));
    navigate(restarted(withTerms(filters, terms)));
    setText('');
  };

  return (
    <Box component="search" sx={{ display: 'block' }}>
      <Autocomplete<Option | SearchTerm, true, false, true>
        multiple
        freeSolo
        filterSelectedOptions
        options={options}
        value={value}
        inputValue={text}
        onInputChange={(_, next, reason) => {
          if (reason !== 'reset') setText(next);
        }}
        onChange={(_, next) => {
          const terms = next
            .map((item) => (typeof item === 'string' ? { variant: 'keyword' as const, title: item } : item))
            .filter((term) => term.title.trim() !== '')
            .map(({ variant, title }) => ({ variant, title }));
          apply(terms);
        }}
        filterOptions={(all) => all}
        groupBy={(option) => t(groupTitle['group' in option ? option.group : option.variant])}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.title)}
        getOptionKey={(option) =>
          typeof option === 'string'
            ? option
            : `${'group' in option ? option.group : ''}:${option.variant}:${option.title}`
        }
        isOptionEqualToValue={(option, chosen) =>
          typeof option !== 'string' && typeof chosen !== 'string' && sameTerm(option, chosen)
        }
        limitTags={phone ? tagsShown.phone : tagsShown.desktop}
        getLimitTagsText={(more) => t('search.more', { n: more })}
        loading={loading}
        loadingText={t('search.loading')}
        noOptionsText={t('search.noSuggestions')}
        renderOption={(props, option) => {
          const { key, ...rest } = props as typeof props & { key: string };
          const keywordOption = 'group' in option && option.group === 'keyword';
          return (
            <Box component="li" key={key} {...rest} sx={{ gap: 1 }}>
              {'group' in option && option.group === 'lastSearches' && (
                <HistoryRounded fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
              )}
              {keywordOption ? t('search.keywordOption', { text: option.title }) : option.title}
            </Box>
          );
        }}
        renderValue={(terms, getItemProps) =>
          terms.map((term, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            const label = typeof term === 'string' ? term : term.title;
            return <Chip key={key} size="small" label={label} {...itemProps} />;
          })
        }
        renderInput={(params) => (
          <OutlinedField
            {...params}
            label={t('search.label')}
            placeholder={value.length === 0 ? t('search.placeholder') : undefined}
            slotProps={{
              ...params.slotProps,
              input: {
                ...params.slotProps.input,
                startAdornment: (
                  <>
                    <InputAdornment position="start" sx={{ ml: 0.5 }}>
                      <SearchRounded aria-hidden />
                    </InputAdornment>
                    {params.slotProps.input.startAdornment}
                  </>
                ),
              },
            }}
            sx={{ bgcolor: 'background.paper' }}
          />
        )}
      />
    </Box>
  );
}
