import { createIntl } from 'react-intl';
import { formatCount } from '../lib/i18n/format-count';
import { catalogues, defaultLocale } from '../lib/i18n/locale';
import { pageOf } from './pages';
import type { RenderInput } from './render-input';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** `<title>` and meta description in the page's language; the server adds canonical and hreflang. */
export function documentHead(input: RenderInput): string {
  const { locale, tenant, page } = input;
  const intl = createIntl({ locale, defaultLocale, messages: catalogues[locale] });
  if (pageOf(input) === 'profile') {
    const values = { brand: tenant.name };
    const title = intl.formatMessage({ id: 'head.profileTitle' }, values);
    const description = intl.formatMessage({ id: 'head.profileDescription' }, values);
    // A personal page: nothing for search engines.
    return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}" /><meta name="robots" content="noindex" />`;
  }
  const total = page.meta.totalItems;
  const values = { n: total, count: formatCount(total), brand: tenant.name };
  const title = intl.formatMessage({ id: 'head.title' }, values);
  const description = intl.formatMessage({ id: 'head.description' }, values);
  return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}" />`;
}
