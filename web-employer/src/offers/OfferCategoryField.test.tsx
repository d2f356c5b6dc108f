// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allCategories, tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { TenantId } from '@tablica/domain/tenants';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { forgetCategoryLabels } from './categoryLabels';
import { OfferCategoryField } from './OfferCategoryField';

/** `GET /v1/offers/form-inputs-data` as the brand answers it: its own tree. */
const formInputs = (tenant: TenantId) => {
  const config = tenantConfig(tenant);
  const node = (key: string): unknown => {
    const category = allCategories(config).find((candidate) => candidate.key === key)!;
    return {
      id: category.key,
      label: category.label,
      parentId: category.parentKey,
      children: allCategories(config)
        .filter((child) => child.parentKey === key)
        .map((child) => node(child.key)),
    };
  };
  return { categories: config.categories.filter((c) => !c.static).map((c) => node(c.key)) };
};

let fetched: string[];
const brand = (tenant: TenantId) => {
  fetched = [];
  forgetCategoryLabels();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(formInputs(tenant)), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
};

const renderField = (language: 'pl' | 'en', categoryId: string) =>
  render(
    <AdminContext i18nProvider={polyglotI18nProvider(() => (language === 'pl' ? pl : en), language)}>
      <RecordContextProvider value={{ id: 'offer-1', categoryId }}>
        <OfferCategoryField source="categoryId" />
      </RecordContextProvider>
    </AdminContext>,
  );

beforeEach(() => brand('it'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the offer row’s category', () => {
  it('is labelled from the brand’s category tree in the console’s language, subcategories too', async () => {
    renderField('en', 'pm');
    expect(await screen.findByText('Project management')).toBeTruthy();
    cleanup();
    renderField('pl', 'pm');
    expect(await screen.findByText('Zarządzanie projektami')).toBeTruthy();
    cleanup();
    renderField('en', 'typescript');
    expect(await screen.findByText('TypeScript')).toBeTruthy();
    // The tree is asked for once.
    expect(fetched).toEqual(['/api/v1/offers/form-inputs-data']);
  });

  it('follows the brand: the same key is another category on the general-jobs board', async () => {
    renderField('en', 'support');
    expect(await screen.findByText('IT support')).toBeTruthy();
    cleanup();
    brand('work');
    renderField('en', 'support');
    expect(await screen.findByText('Customer service')).toBeTruthy();
  });

  it('shows an id the brand does not know as it is', async () => {
    renderField('en', 'cobol');
    expect(await screen.findByText('cobol')).toBeTruthy();
  });
});
