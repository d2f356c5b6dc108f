// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { lookalikePickTtlMs, pickLookalike } from '../lookalike-pick';
import { listedOffer } from '../test-offers';
import { LookalikePrompt } from './lookalike-prompt';

const lookalikes = ['Backend Developer', 'QA Engineer', 'DevOps Engineer'].map((title, n) =>
  listedOffer({ title, slug: `lookalike-${n}`, guid: `00000000-0000-4000-8000-00000000001${n}` }),
);

function renderPrompt(locale: Locale, props: Partial<ComponentProps<typeof LookalikePrompt>>) {
  return render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      <LookalikePrompt
        status="unregistered"
        slug="frontend-developer-1a2b3c4d"
        lookalikes={lookalikes}
        now={new Date('2026-11-26T10:00:00.000Z')}
        currency={null}
        profileHref="/profile"
        {...props}
      />
    </IntlProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('LookalikePrompt', () => {
  it('invites a guest to an account (pl)', () => {
    const invited = vi.fn();
    renderPrompt('pl', { onCreateAccount: invited });
    expect(screen.getByRole('region', { name: 'Dostawaj takie oferty jako pierwszy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(invited).toHaveBeenCalledOnce();
  });

  it('shows a guest nothing where the brand has no candidate accounts', () => {
    const { container } = renderPrompt('en', { onCreateAccount: undefined });
    expect(container.textContent).toBe('');
  });

  it('sends a candidate without preferences to their profile (en)', () => {
    renderPrompt('en', { status: 'missingPreferences' });
    expect(screen.getByRole('region', { name: 'Tell us what you are looking for' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
  });

  it('shows a registered candidate one look-alike, picked at random and kept for an hour (en)', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const first = renderPrompt('en', { status: 'registered' });
    const region = screen.getByRole('region', { name: 'Picked for you' });
    expect(region.querySelectorAll('article')).toHaveLength(1);
    expect(region.textContent).toContain('QA Engineer');
    first.unmount();
    // Another page of the same offer within the hour: the same pick, whatever the dice say.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderPrompt('en', { status: 'registered' });
    expect(screen.getByRole('region', { name: 'Picked for you' }).textContent).toContain('QA Engineer');
  });

  it('shows a registered candidate nothing while there are no look-alikes', () => {
    const { container } = renderPrompt('pl', { status: 'registered', lookalikes: [] });
    expect(container.textContent).toBe('');
  });
});

describe('pickLookalike', () => {
  const slugs = ['a', 'b', 'c'];
  it('keeps its pick for an hour, then picks again', () => {
    const now = Date.parse('2026-11-26T10:00:00.000Z');
    expect(pickLookalike('offer', slugs, now, () => 0.9)).toBe('c');
    expect(pickLookalike('offer', slugs, now + lookalikePickTtlMs - 1, () => 0)).toBe('c');
    expect(pickLookalike('offer', slugs, now + lookalikePickTtlMs, () => 0)).toBe('a');
  });

  it('picks again when the kept one is no longer a look-alike, or the storage holds junk', () => {
    const now = Date.parse('2026-11-26T10:00:00.000Z');
    expect(pickLookalike('offer', slugs, now, () => 0.9)).toBe('c');
    expect(pickLookalike('offer', ['a', 'b'], now, () => 0.6)).toBe('b');
    window.localStorage.setItem('tablica.lookalikePick.offer', '{not json');
    expect(pickLookalike('offer', slugs, now, () => 0)).toBe('a');
    expect(pickLookalike('offer', [], now)).toBeNull();
  });
});
