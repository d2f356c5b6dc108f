import { Router } from 'express';
import { salarySlider } from '@tablica/domain/listing/salary-slider';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import type { CategoryConfig, FilterOption, Locale, TenantConfig } from '@tablica/domain/tenant-config/types';
import { jsonResponse, type OpenApiPaths } from '@tablica/platform/http/openapi';
import { sendCacheable } from '../candidate/cache';
import { requestLocale } from '../candidate/locale';

/**
 * The tenant configuration the board runs on (spec §3 Config, §7 `GET /v2/user-panel/configuration`),
 * labels and translated keys in the request's language (Accept-Language).
 */

function category(node: CategoryConfig, locale: Locale): unknown {
  const label = node.label[locale];
  return {
    key: node.key,
    value: node.key,
    id: node.key,
    slug: node.slug,
    seoSlug: node.slug,
    label,
    displayName: label,
    order: node.order,
    parentKey: node.parentKey,
    icon: node.icon,
    isMain: node.isMain,
    isStatic: node.static ?? false,
    static: node.static ?? false,
    redirectTo: node.redirectTo ?? null,
    isNew: false,
    isNewUntil: null,
    buttonWidth: null,
    children: node.children.map((child) => category(child, locale)),
  };
}

const options = (list: readonly FilterOption[], locale: Locale) =>
  list.map((option) => ({ slug: option.slug, value: option.value, label: option.label[locale] }));

export function localisedConfiguration(config: TenantConfig, locale: Locale) {
  const slider = salarySlider(config);
  const translated = (texts: Readonly<Record<Locale, string>>) => texts[locale];
  return {
    tenant: config.tenant,
    locale,
    defaultLocale: config.defaultLocale,
    baseCurrency: config.baseCurrency,
    currencies: config.currencies,
    slugs: Object.fromEntries(Object.entries(config.slugs).map(([key, texts]) => [key, translated(texts)])),
    categories: config.categories.map((node) => category(node, locale)),
    cities: config.cities.map((city) => ({
      slug: city.slug,
      label: city.label[locale],
      countryCode: city.countryCode,
      map: city.map,
      top: city.top,
    })),
    allCitiesMap: config.allCitiesMap,
    distanceOptions: config.distanceOptions.map((option) => ({
      slug: option.slug,
      km: option.km,
      label: option.label[locale],
    })),
    employmentTypes: options(config.employmentTypes, locale),
    experienceLevels: options(config.experienceLevels, locale),
    workingTimes: options(config.workingTimes, locale),
    remoteWorkOptions: options(config.remoteWorkOptions, locale),
    params: config.params.map((param) => ({
      frontendKey: param.frontendKey[locale],
      backendKey: param.backendKey,
      type: param.type,
      validation: param.validation ?? null,
      ...(param.backendKey === 'salary' ? slider : {}),
    })),
    salary: slider,
    featureFlags: config.featureFlags,
  };
}

export function configurationRoutes(): Router {
  const router = Router();
  router.get('/v2/user-panel/configuration', (req, res) => {
    const locale = requestLocale(req);
    res.set('Content-Language', locale);
    sendCacheable(req, res, localisedConfiguration(tenantConfig(req.tenant), locale), ['Accept-Language']);
  });
  return router;
}

export const configurationPaths: OpenApiPaths = {
  '/v2/user-panel/configuration': {
    get: {
      summary:
        "The board's configuration in the Accept-Language language: categories with subcategories, cities with their map, distances, filter options and params (frontend/backend keys, validation), flags",
      parameters: [{ name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' } }],
      responses: {
        200: jsonResponse('The configuration'),
        304: { description: 'Not modified (If-None-Match)' },
      },
    },
  },
};
