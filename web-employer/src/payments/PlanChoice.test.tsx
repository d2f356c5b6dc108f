// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listOfferPlans } from '@tablica/domain/plans/catalogue';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { pl } from '../i18n/pl';
import { PlanChoice } from './PlanChoice';

const plans = listOfferPlans('it', { activeOnly: true });

function renderChoice(language: 'pl' | 'en', props: { selected?: string; disabled?: boolean } = {}) {
  const onChoose = vi.fn();
  const i18nProvider = polyglotI18nProvider(() => (language === 'pl' ? pl : en), language);
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <PlanChoice
        plans={plans}
        selected={props.selected ?? 'pro'}
        language={language}
        disabled={props.disabled ?? false}
        onChoose={onChoose}
      />
    </AdminContext>,
  );
  return onChoose;
}

afterEach(cleanup);

describe('the plan step of the payment page', () => {
  it('lists the brand’s plans with their net price and what they give, the offer’s plan chosen', () => {
    renderChoice('en');
    expect(screen.getByRole('radiogroup', { name: 'Choose a plan' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(plans.length);
    expect((screen.getByRole('radio', { name: 'Pro' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Up to 10 locations')).toBeTruthy();
    expect(screen.getByText('Up to 1 location')).toBeTruthy();
    expect(screen.getByText('45 days online')).toBeTruthy();
    expect(screen.getByText('Moved to the top 4× (every 5 days)')).toBeTruthy();
    expect(screen.getByText('Recommended')).toBeTruthy();
  });

  it('hands over another plan, chosen on its radio or anywhere on its card, in Polish', async () => {
    const onChoose = renderChoice('pl');
    expect(screen.getByRole('radiogroup', { name: 'Wybierz pakiet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Premium' }));
    expect(onChoose).toHaveBeenLastCalledWith('premium');
    await userEvent.click(screen.getByText('Do 1 lokalizacji'));
    expect(onChoose).toHaveBeenLastCalledWith('basic');
    expect(screen.getByText('45 dni publikacji')).toBeTruthy();
  });

  it('takes no choice while a change is being saved', async () => {
    const onChoose = renderChoice('en', { disabled: true });
    fireEvent.click(screen.getByText('45 days online'));
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Premium' }));
    expect(onChoose).not.toHaveBeenCalled();
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
  });
});
