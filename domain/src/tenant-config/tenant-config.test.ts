import { describe, expect, it } from 'vitest';
import { employmentTypeKinds, experienceLevels, workingTimes, workplaceTypes } from '../catalogue';
import { cities as gazetteer } from '../cities';
import { slugify } from '../offers/listing';
import { tenants, type TenantId } from '../tenants';
import { categoryIcons } from './category-icons';
import { allCategories, tenantConfig } from './tenant-config';
import { filterKeys, locales, type FilterParamType, type Translated } from './types';

const tenantIds = Object.keys(tenants) as TenantId[];
const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const reservedQueryKeys = ['sortBy', 'orderBy', 'from', 'itemsCount', 'currency', 'slug', 'locale', 'lang'];

const expectedParamTypes: Record<(typeof filterKeys)[number], FilterParamType> = {
  keyword: 'multiselect',
  skills: 'multiselect',
  titles: 'multiselect',
  companies: 'multiselect',
  radius: 'select',
  salary: 'range',
  withSalary: 'boolean',
  employmentTypes: 'multiselect',
  experienceLevels: 'multiselect',
  workingTimes: 'multiselect',
  remoteWorkOptions: 'multiselect',
  ukraineFriendly: 'boolean',
  remote: 'boolean',
  showMap: 'boolean',
};

function expectTranslated(text: Translated) {
  for (const locale of locales) expect(text[locale].trim()).not.toBe('');
}

describe.each(tenantIds)('tenant config of %s', (tenant) => {
  const config = tenantConfig(tenant);

  it('belongs to its tenant and uses its base currency', () => {
    expect(config.tenant).toBe(tenant);
    expect(config.baseCurrency).toBe(tenants[tenant].baseCurrency);
    expect(config.currencies).toContain(config.baseCurrency);
  });

  it('gives every category a unique key and URL slug, labels in both languages and a parent link', () => {
    const categories = allCategories(config);
    expect(new Set(categories.map((category) => category.key)).size).toBe(categories.length);
    expect(new Set(categories.map((category) => category.slug)).size).toBe(categories.length);
    for (const category of categories) {
      expect(category.slug).toMatch(slugPattern);
      expectTranslated(category.label);
      if (category.icon !== null) expect(categoryIcons).toContain(category.icon);
    }
    for (const main of config.categories) {
      expect(main.parentKey).toBeNull();
      main.children.forEach((child, index) => {
        expect(child.parentKey).toBe(main.key);
        expect(child.order).toBe(index + 1);
        expect(child.children).toEqual([]);
      });
    }
    expect(config.categories.map((category) => category.order)).toEqual(
      config.categories.map((_, i) => i + 1),
    );
  });

  it('offers at least 8 main categories for the strip and the mobile drawer', () => {
    expect(
      config.categories.filter((category) => category.isMain && !category.static).length,
    ).toBeGreaterThanOrEqual(8);
  });

  it('makes static categories links to the sister board, without children', () => {
    const statics = config.categories.filter((category) => category.static);
    expect(statics.length).toBeGreaterThan(0);
    for (const category of statics) {
      expect(category.redirectTo?.tenant).not.toBe(tenant);
      expect(category.children).toEqual([]);
    }
  });

  it('places every city on the map with a zoom the map allows', () => {
    expect(new Set(config.cities.map((city) => city.slug)).size).toBe(config.cities.length);
    for (const city of config.cities) {
      expect(city.slug).toMatch(slugPattern);
      expectTranslated(city.label);
      expect(Math.abs(city.map.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.map.longitude)).toBeLessThanOrEqual(180);
      expect(city.map.zoom).toBeGreaterThanOrEqual(2.5);
      expect(city.map.zoom).toBeLessThanOrEqual(20);
    }
    expect(config.cities.some((city) => city.top)).toBe(true);
  });

  it('reuses the gazetteer: every Polish gazetteer city is offered, with its coordinates', () => {
    for (const known of gazetteer.filter((city) => city.countryCode === 'PL')) {
      const city = config.cities.find((candidate) => candidate.slug === slugify(known.name));
      expect(city?.map).toMatchObject({ latitude: known.latitude, longitude: known.longitude });
    }
  });

  it('offers radii of 0, 10, 25, 50 and 100 km', () => {
    expect(config.distanceOptions.map((option) => option.km)).toEqual([0, 10, 25, 50, 100]);
    config.distanceOptions.forEach((option) => expectTranslated(option.label));
  });

  it('builds multiselect choices from catalogue values, with unique URL slugs and both labels', () => {
    const lists = [
      [config.employmentTypes, employmentTypeKinds],
      [config.experienceLevels, experienceLevels],
      [config.workingTimes, workingTimes],
      [config.remoteWorkOptions, workplaceTypes],
    ] as const;
    for (const [options, catalogue] of lists) {
      expect(new Set(options.map((option) => option.slug)).size).toBe(options.length);
      for (const option of options) {
        expect(option.slug).toMatch(slugPattern);
        expect(catalogue as readonly string[]).toContain(option.value);
        expectTranslated(option.label);
      }
    }
  });

  it('declares each filter parameter once, with its type and a usable key in each language', () => {
    expect(config.params.map((param) => param.backendKey).sort()).toEqual([...filterKeys].sort());
    for (const param of config.params) expect(param.type).toBe(expectedParamTypes[param.backendKey]);
    for (const locale of locales) {
      const keys = config.params.map((param) => param.frontendKey[locale]);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) {
        expect(key).toMatch(slugPattern);
        expect(reservedQueryKeys).not.toContain(key);
      }
    }
    const salary = config.params.find((param) => param.backendKey === 'salary');
    expect(salary?.validation).toEqual({ min: 0, max: 1_000_000 });
  });

  it('translates the fixed URL slugs', () => {
    for (const slug of Object.values(config.slugs)) {
      expectTranslated(slug);
      for (const locale of locales) expect(slug[locale]).toMatch(slugPattern);
    }
    for (const locale of locales) {
      expect(config.cities.map((city) => city.slug)).not.toContain(config.slugs.allCities[locale]);
    }
  });

  it('configures an ordered salary slider with a positive step', () => {
    expect(config.salary.min).toBeLessThan(config.salary.max ?? Infinity);
    expect(config.salary.step).toBeGreaterThan(0);
  });
});

describe('the IT board', () => {
  const config = tenantConfig('it');

  it('has technology categories with subcategories, e.g. JavaScript → React, Angular, Vue, Node.js', () => {
    const javascript = config.categories.find((category) => category.key === 'javascript');
    expect(javascript?.children.map((child) => child.label.en)).toEqual(
      expect.arrayContaining(['React', 'Angular', 'Vue.js', 'Node.js']),
    );
    expect(config.categories.map((category) => category.label.en)).toEqual(
      expect.arrayContaining([
        'Java',
        'Python',
        '.NET',
        'PHP',
        'Mobile',
        'DevOps',
        'Security',
        'ERP',
        'Embedded',
      ]),
    );
  });

  it('offers European cities too', () => {
    expect(config.cities.map((city) => city.slug)).toEqual(
      expect.arrayContaining(['berlin', 'praha', 'wien']),
    );
  });
});

describe('the general board', () => {
  it('uses every one of the 28 category icons', () => {
    const icons = new Set(tenantConfig('work').categories.map((category) => category.icon));
    for (const icon of categoryIcons) expect(icons).toContain(icon);
  });
});
