// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { LeftToApplySidebar } from './left-to-apply-sidebar';

function renderSidebar(locale: Locale, guest: boolean, lookalikes: number) {
  let closed = 0;
  let invited = 0;
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <LeftToApplySidebar
        open
        onClose={() => closed++}
        companyName="Nordlight Software"
        lookalikes={Array.from({ length: lookalikes }, (_, n) => (
          <article key={n}>
            <h3>TypeScript Developer {n + 1}</h3>
          </article>
        ))}
        onCreateAccount={guest ? () => invited++ : undefined}
      />
    </IntlProvider>,
  );
  return { closed: () => closed, invited: () => invited };
}

afterEach(cleanup);

describe('the similar-offers sidebar after leaving for the company’s apply page', () => {
  it('lists the look-alikes and invites a guest to an account', () => {
    const { closed, invited } = renderSidebar('en', true, 4);
    const sidebar = screen.getByRole('dialog', { name: 'Finish applying at Nordlight Software' });
    const similar = within(sidebar).getByRole('region', { name: 'Similar offers' });
    expect(within(similar).getAllByRole('heading', { name: /TypeScript Developer/ })).toHaveLength(4);
    expect(within(sidebar).getByRole('region', { name: 'Create a candidate account' })).toBeTruthy();
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Create account' }));
    expect(invited()).toBe(1);
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Close' }));
    expect(closed()).toBe(1);
  });

  it('invites no signed-in candidate, and shows no empty list while look-alikes load', () => {
    renderSidebar('pl', false, 0);
    const sidebar = screen.getByRole('dialog', { name: 'Dokończ aplikowanie w Nordlight Software' });
    expect(within(sidebar).queryByRole('button', { name: 'Załóż konto' })).toBeNull();
    expect(within(sidebar).queryByRole('region', { name: 'Załóż konto kandydata' })).toBeNull();
    expect(within(sidebar).queryByRole('region', { name: 'Podobne oferty' })).toBeNull();
  });
});
