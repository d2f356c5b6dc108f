import { createIntl } from 'react-intl';
import { categoryByKey, cityBySlug, tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { isTenantId } from '@tablica/domain/tenants';
import { jobPosting, jsonLdScript } from '../features/offers/job-posting';
import { formatCount } from '../lib/i18n/format-count';
import { catalogues } from '../lib/i18n/catalogues';
import { defaultLocale } from '../lib/i18n/locale';
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

/**
 * What a list is of and where, in words, for its title ("Praca JavaScript Warszawa"): the
 * subcategories (else the category) and the searched words; the city. 'none' where there is nothing.
 */
function listSubject({ tenant, filters, locale }: RenderInput): { what: string; where: string } {
  if (!isTenantId(tenant.id)) return { what: 'none', where: 'none' };
  const config = tenantConfig(tenant.id);
  const category = filters.category === null ? undefined : categoryByKey(config, filters.category);
  const chosen = category?.children.filter((child) => filters.subcategories.includes(child.key)) ?? [];
  const topics = [
    ...(chosen.length > 0 ? chosen : category ? [category] : []).map((item) => item.label[locale]),
    ...filters.titles,
    ...filters.skills,
    ...filters.keywords,
    ...filters.companies,
  ];
  const city = filters.city === null ? undefined : cityBySlug(config, filters.city);
  return { what: topics.slice(0, 4).join(', ') || 'none', where: city?.label[locale] ?? 'none' };
}

/** `<title>` and meta description in the page's language; the server adds canonical and hreflang. */
export function documentHead(input: RenderInput): string {
  const { locale, tenant, page } = input;
  const intl = createIntl({ locale, defaultLocale, messages: catalogues[locale] });
  if (input.home) {
    const { totalOffers } = input.home;
    const values = { n: totalOffers, count: formatCount(totalOffers), brand: tenant.name };
    const title = intl.formatMessage({ id: 'head.homeTitle' }, values);
    const description = intl.formatMessage({ id: 'head.homeDescription' }, values);
    // A mail's link (`?job-alerts=…`, `?modal=…`) is somebody's own page over the homepage: not for search engines.
    const robots = /[?&](job-alerts|modal)=/.test(input.url)
      ? '<meta name="robots" content="noindex" />'
      : '';
    return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}" />${robots}`;
  }
  if (pageOf(input) === 'profile') {
    const values = { brand: tenant.name };
    const title = intl.formatMessage({ id: 'head.profileTitle' }, values);
    const description = intl.formatMessage({ id: 'head.profileDescription' }, values);
    // A personal page: nothing for search engines.
    return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}" /><meta name="robots" content="noindex" />`;
  }
  if (pageOf(input) === 'saved-searches') {
    const title = intl.formatMessage({ id: 'head.savedSearchesTitle' }, { brand: tenant.name });
    return `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex" />`;
  }
  if (pageOf(input) === 'application-erasure') {
    const title = intl.formatMessage({ id: 'head.erasureTitle' }, { brand: tenant.name });
    // A page opened from one person's mail: nothing for search engines.
    return `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex" />`;
  }
  if (pageOf(input) === 'terms') {
    const values = { brand: tenant.name };
    const title = intl.formatMessage({ id: 'head.termsTitle' }, values);
    const description = intl.formatMessage({ id: 'head.termsDescription' }, values);
    return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}" />`;
  }
  if (input.brandStory) {
    const { name, shortDescription } = input.brandStory;
    const title = intl.formatMessage({ id: 'head.brandStoryTitle' }, { company: name, brand: tenant.name });
    return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(shortDescription)}" />`;
  }
  if (pageOf(input) === 'not-found') {
    const title = intl.formatMessage({ id: 'head.notFoundTitle' }, { brand: tenant.name });
    return `<title>${escapeHtml(title)}</title><meta name="robots" content="noindex" />`;
  }
  if (input.offer) {
    const { offer } = input;
    const values = {
      title: offer.title,
      company: offer.companyName,
      city: offer.city || 'none',
      brand: tenant.name,
    };
    const title = intl.formatMessage({ id: 'head.offerTitle' }, values);
    const description = intl.formatMessage({ id: 'head.offerDescription' }, values);
    const origin = input.origin ?? '';
    const structured = jsonLdScript(
      jobPosting(offer, { url: `${origin}/job-offer/${offer.slug}`, brand: tenant.name, origin }),
    );
    return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}" />${structured}`;
  }
  const total = page.meta.totalItems;
  const values = { n: total, count: formatCount(total), brand: tenant.name, ...listSubject(input) };
  const filtered = values.what !== 'none' || values.where !== 'none';
  const title = intl.formatMessage({ id: filtered ? 'head.listTitle' : 'head.title' }, values);
  const description = intl.formatMessage(
    { id: filtered ? 'head.listDescription' : 'head.description' },
    values,
  );
  // A job-alert mail's link (`?job-alerts=…&code=…`) is somebody's own page over the list: not for search engines.
  const robots = /[?&]job-alerts=/.test(input.url) ? '<meta name="robots" content="noindex" />' : '';
  return `<title>${escapeHtml(title)}</title><meta name="description" content="${escapeHtml(description)}" />${robots}`;
}
