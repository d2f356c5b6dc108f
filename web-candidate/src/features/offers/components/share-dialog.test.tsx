// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues } from '../../../lib/i18n/catalogues';
import type { Locale } from '../../../lib/i18n/locale';
import { BrandStoryPreview } from './brand-story-preview';
import { ShareDialog } from './share-dialog';

const renderIn = (locale: Locale, ui: React.ReactElement) =>
  render(
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      {ui}
    </IntlProvider>,
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const url = 'https://it.tablica.pl/job-offer/java-developer-1';

describe('ShareDialog', () => {
  it('shares the offer on Facebook and LinkedIn and copies its link', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderIn('en', <ShareDialog open onClose={() => undefined} url={url} title="Java Developer" />);
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(screen.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href')).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    );
    expect(
      (screen.getByRole('textbox', { name: 'Link to “Java Developer”' }) as HTMLInputElement).value,
    ).toBe(url);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('says so in Polish when the browser refuses to copy', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('no')) },
    });
    renderIn('pl', <ShareDialog open onClose={() => undefined} url={url} title="Java Developer" />);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiuj link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Nie udało się skopiować/));
  });
});

describe('BrandStoryPreview', () => {
  it("links to the company's story page", () => {
    renderIn(
      'en',
      <BrandStoryPreview
        slug="acme"
        companyName="Acme"
        coverPhotoUrl={null}
        shortDescription="We ship software."
      />,
    );
    const link = screen.getByRole('link', { name: /About Acme/ });
    expect(link.getAttribute('href')).toBe('/brands/story/acme');
    expect(link.textContent).toContain('We ship software.');
  });
});
