import {
  companySizes,
  currencies,
  employmentTypeKinds,
  experienceLevels,
  salaryUnits,
  workingTimes,
  workplaceTypes,
} from '@tablica/domain/catalogue';
import { applyTypes, languageLevels } from '@tablica/domain/offers/content';
import { offerBounds } from '@tablica/domain/offers/validation/bounds';
import { logoUploadRules } from '@tablica/domain/offers/validation/logo';
import { defaultPlanKey } from '@tablica/domain/plans/catalogue';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { locales, type CategoryConfig, type Translated } from '@tablica/domain/tenant-config/types';
import type { TenantId } from '@tablica/domain/tenants';

/**
 * Languages the offer editor offers first (ISO 639-1): the EU's, the region's and the world's most
 * asked for. The form itself accepts any two-letter code (`offerFormFields.languages`).
 */
export const offerLanguageCodes = [
  'pl', 'en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'sv', 'da', 'no', 'fi', 'is', 'cs', 'sk', 'uk',
  'ru', 'be', 'lt', 'lv', 'et', 'hu', 'ro', 'bg', 'hr', 'sr', 'sl', 'bs', 'mk', 'sq', 'el', 'tr',
  'ga', 'mt', 'ka', 'hy', 'az', 'kk', 'he', 'ar', 'fa', 'hi', 'zh', 'ja', 'ko', 'vi', 'th', 'id',
] as const; // prettier-ignore

const languageNames = Object.fromEntries(
  locales.map((locale) => [locale, new Intl.DisplayNames([locale], { type: 'language' })]),
) as Record<(typeof locales)[number], Intl.DisplayNames>;

const languageLabel = (code: string): Translated => ({
  pl: languageNames.pl.of(code) ?? code,
  en: languageNames.en.of(code) ?? code,
});

/** A category the offer may be filed under: static categories are links to other boards, not filters. */
function category(node: CategoryConfig): unknown {
  return {
    id: node.key,
    key: node.key,
    slug: node.slug,
    label: node.label,
    order: node.order,
    icon: node.icon,
    parentId: node.parentKey,
    isMain: node.isMain,
    children: node.children.filter((child) => !child.static).map(category),
  };
}

/**
 * What the offer editor needs to draw its fields (spec §7 `GET /v1/offers/form-inputs-data`): the
 * brand's categories and the dictionaries and bounds the form is validated with (spec §5, §9), so the
 * console never hard-codes what the server checks.
 */
export function formInputsData(tenant: TenantId) {
  const config = tenantConfig(tenant);
  return {
    tenant,
    categories: config.categories.filter((node) => !node.static).map(category),
    companySizes,
    experienceLevels,
    workplaceTypes,
    workingTimes,
    employmentTypes: employmentTypeKinds,
    currencies,
    salaryUnits,
    amountTypes: ['gross', 'net'],
    applyTypes,
    languages: offerLanguageCodes.map((code) => ({ code, label: languageLabel(code) })),
    languageLevels,
    defaults: {
      planKey: defaultPlanKey,
      currency: config.baseCurrency,
      salaryUnit: 'month',
      amountType: 'gross',
      workingTime: 'undetermined',
      countryCode: 'PL',
      skillLevel: 1,
    },
    bounds: { ...offerBounds, salaryDecimals: 2 },
    logo: {
      extensions: logoUploadRules.extensions,
      mimeTypes: logoUploadRules.mimeTypes,
      maxBytes: logoUploadRules.maxBytes,
    },
  };
}
