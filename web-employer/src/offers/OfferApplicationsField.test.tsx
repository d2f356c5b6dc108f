// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { OfferApplicationsField } from './OfferApplicationsField';

const renderField = (language: 'pl' | 'en', record: Record<string, unknown>) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => (language === 'pl' ? pl : en), language)}>
      <RecordContextProvider value={{ id: 'offer-1', ...record }}>
        <OfferApplicationsField source="applications" />
      </RecordContextProvider>
    </AdminContext>,
  );

afterEach(cleanup);

describe('the offer row’s applications', () => {
  it('counts them and badges the ones nobody has looked at, in both languages', () => {
    renderField('en', { applications: 3, newApplications: 2 });
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('2 new')).toBeTruthy();
    cleanup();
    renderField('pl', { applications: 7, newApplications: 5 });
    expect(screen.getByText('5 nowych')).toBeTruthy();
  });

  it('shows no badge when every application has been seen', () => {
    renderField('en', { applications: 4, newApplications: 0 });
    expect(screen.getByText('4')).toBeTruthy();
    expect(screen.queryByText(/new/)).toBeNull();
  });
});
