// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formInputsData } from '@tablica/command-api/plans/form-inputs';
import { chooseOfferPlan } from '@tablica/domain/plans/catalogue';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { pl } from '../../i18n/pl';
import { keepEnterFromSubmitting } from './focusFirstError';
import { LocationsSection, PositionSection, SalarySection } from './OfferFormSections';
import type { FormInputsData } from './wizardApi';
import { wizardResolver } from './wizardResolver';
import { newOfferValues } from './wizardValues';

const inputsOf = (tenant: 'it' | 'work') => formInputsData(tenant) as unknown as FormInputsData;
const limits = chooseOfferPlan('it', 'pro').limits;

function renderSections(language: 'pl' | 'en', onSubmit = vi.fn(), inputs = inputsOf('it')) {
  const i18nProvider = polyglotI18nProvider(() => (language === 'pl' ? pl : en), language);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value="offers">
        <Form
          defaultValues={newOfferValues('PLN') as never}
          resolver={wizardResolver({ limits, categories: inputs.categories })}
          mode="onBlur"
          reValidateMode="onChange"
          onSubmit={onSubmit}
        >
          <div onKeyDown={keepEnterFromSubmitting}>
            <PositionSection inputs={inputs} />
            <SalarySection inputs={inputs} currency="PLN" />
            <LocationsSection maxLocations={limits.maxLocationsCount} />
          </div>
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return onSubmit;
}

afterEach(cleanup);

describe('the wizard’s sections', () => {
  it('tell a bad title and pay by the spec’s messages once the field is left', async () => {
    renderSections('en');
    const title = screen.getByRole('textbox', { name: 'Job title' });
    await userEvent.type(title, 'SENIOR ENGINEER WANTED NOW');
    fireEvent.blur(title);
    expect(await screen.findByText('Too many uppercase letters')).toBeTruthy();
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Pay from' }), '10000');
    const to = screen.getByRole('spinbutton', { name: 'Pay to' });
    await userEvent.type(to, '40000');
    fireEvent.blur(to);
    expect(await screen.findByText("'To' cannot be more than three times 'from'")).toBeTruthy();
  });

  it('speak Polish and offer the brand’s categories, with the subcategories of the one chosen', async () => {
    renderSections('pl');
    expect(screen.getByRole('textbox', { name: 'Stanowisko' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Podkategoria' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kategoria' }));
    fireEvent.click(await screen.findByRole('option', { name: 'JavaScript' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Podkategoria' })).toBeTruthy());
    expect(screen.getByText('Twój pakiet pozwala na 3 lokalizacje')).toBeTruthy();
  });

  it('do not submit the form when Enter is pressed in a field', async () => {
    const onSubmit = renderSections('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Job title' }), 'Engineer{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('on the general-jobs brand offer only that brand’s categories', async () => {
    renderSections('pl', vi.fn(), inputsOf('work'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kategoria' }));
    expect(await screen.findByRole('option', { name: 'Sprzedaż' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'JavaScript' })).toBeNull();
    fireEvent.click(screen.getByRole('option', { name: 'Sprzedaż' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Podkategoria' }));
    expect(await screen.findByRole('option', { name: 'Przedstawiciel handlowy' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'React' })).toBeNull();
  });

  it('show the locations on a map: a known city as a marker, an unknown one as still to be looked up', async () => {
    renderSections('en');
    const map = await screen.findByRole('region', { name: 'Map of the locations' });
    expect(map.getAttribute('data-markers')).toBe('0');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Kraków');
    await waitFor(() => expect(map.getAttribute('data-markers')).toBe('1'));
    await userEvent.clear(screen.getByRole('textbox', { name: 'City' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Pcim Dolny');
    expect(
      await screen.findByText('Not on the map yet: Pcim Dolny. They are looked up when you save.'),
    ).toBeTruthy();
    expect(map.getAttribute('data-markers')).toBe('0');
  });
});
