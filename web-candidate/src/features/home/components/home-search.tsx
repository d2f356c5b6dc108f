import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { filtersToApiQuery } from '@tablica/domain/listing/api-query';
import { defaultListFilters, type ListFilters } from '@tablica/domain/listing/filters';
import { filtersToUrl } from '@tablica/domain/listing/url-codec';
import type { TenantConfig } from '@tablica/domain/tenant-config/types';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { getJson } from '../../../lib/api-client';
import { formatCount } from '../../../lib/i18n/format-count';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';

/** The live count asks again this long after the candidate stops typing. */
const countDelayMs = 400;

interface HomeSearchProps {
  readonly config: TenantConfig;
  readonly locale: Locale;
  /** The board's offer count the server rendered with (nothing typed yet). */
  readonly total: number;
  /** Where the search goes; the browser's own navigation by default. */
  readonly navigate?: (url: string) => void;
}

/** The filters a homepage search names: its words and city, everything else the list's defaults. */
export function homeSearchFilters(keyword: string, city: string): ListFilters {
  const words = keyword.trim().replace(/\s+/g, ' ');
  return { ...defaultListFilters, keywords: words ? [words] : [], city: city || null };
}

/**
 * The homepage's search (spec §1): words and a city, the number of offers they find while typing,
 * and the list URL they make (the listing's codec) on submit.
 */
export function HomeSearch({
  config,
  locale,
  total,
  navigate = (url) => window.location.assign(url),
}: HomeSearchProps) {
  const t = useTranslate();
  const countId = useId();
  const [keyword, setKeyword] = useState('');
  const [city, setCity] = useState('');
  // What the typed words and city find; with nothing typed the board's own count shows.
  const [found, setFound] = useState<number | null>(total);
  const searched = keyword.trim() !== '' || city !== '';
  const count = searched ? found : total;

  useEffect(() => {
    if (!searched) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams(filtersToApiQuery(homeSearchFilters(keyword, city)));
      getJson<{ count: number }>(`/api/v2/user-panel/offers/count?${query}`, {
        locale,
        signal: controller.signal,
      })
        .then((answer) => setFound(answer.count))
        // No count is better than a wrong one: the search itself still works.
        .catch(() => !controller.signal.aborted && setFound(null));
    }, countDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [keyword, city, searched, locale]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(filtersToUrl(homeSearchFilters(keyword, city), config, locale));
  };

  const cities = [...config.cities].sort((a, b) => a.label[locale].localeCompare(b.label[locale], locale));
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 240px auto' },
        gap: 1.5,
        p: { xs: 2, sm: 2.5 },
        bgcolor: 'background.paper',
        borderRadius: 3,
        boxShadow: 3,
      }}
    >
      <TextField
        label={t('home.search.keyword')}
        placeholder={t('home.search.keywordPlaceholder')}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value.slice(0, 500))}
        autoComplete="off"
        slotProps={{ htmlInput: { 'aria-describedby': countId, enterKeyHint: 'search' } }}
      />
      <TextField
        select
        label={t('home.search.city')}
        value={city}
        onChange={(event) => setCity(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('home.search.allCities')}</option>
        {cities.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.label[locale]}
          </option>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        size="large"
        startIcon={<SearchIcon />}
        sx={{ minHeight: 56 }}
      >
        {t('home.search.submit')}
      </Button>
      <Typography
        id={countId}
        role="status"
        aria-live="polite"
        variant="body2"
        color="text.secondary"
        sx={{ gridColumn: '1 / -1' }}
      >
        {count === null
          ? t('home.search.countUnknown')
          : t(searched ? 'home.search.found' : 'home.search.total', { n: count, count: formatCount(count) })}
      </Typography>
    </Box>
  );
}
