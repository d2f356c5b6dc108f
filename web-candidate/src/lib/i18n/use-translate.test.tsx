// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createIntl, RawIntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { catalogues } from './catalogues';
import type { MessageId } from './en';
import { intlCacheOf } from './intl-cache';
import { useTranslate } from './use-translate';

const translateWith = (messages: Record<string, string>, onError = vi.fn()) => {
  const intl = createIntl({ locale: 'pl', messages, onError }, intlCacheOf('pl'));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RawIntlProvider value={intl}>{children}</RawIntlProvider>
  );
  return { t: renderHook(() => useTranslate(), { wrapper }).result.current, intl, onError };
};

describe('t(id, values): formats kept per intl', () => {
  it('says what react-intl’s formatMessage says, plurals and numbers included, call after call', () => {
    const { t, intl } = translateWith({ ...catalogues.pl });
    for (const n of [1, 2, 5, 22, 1303]) {
      const values = { n, count: String(n) };
      expect(t('listing.heading', values)).toBe(intl.formatMessage({ id: 'listing.heading' }, values));
    }
    expect(t('listing.heading', { n: 1, count: '1' })).not.toBe(t('listing.heading', { n: 5, count: '5' }));
  });

  it('a text not there yet shows its id and is reported, as formatMessage does', () => {
    const { t, onError } = translateWith({});
    expect(t('listing.heading' as MessageId, { n: 2, count: '2' })).toBe('listing.heading');
    expect(onError).toHaveBeenCalled();
  });
});
