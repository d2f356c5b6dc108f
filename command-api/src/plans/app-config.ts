import { logoUploadRules } from '@tablica/domain/offers/validation/logo';
import { tenantConfig } from '@tablica/domain/tenant-config/tenant-config';
import { publishedTerms } from '@tablica/domain/tenant-config/terms';
import { locales } from '@tablica/domain/tenant-config/types';
import { tenants, type TenantId } from '@tablica/domain/tenants';
import { uploadKinds } from '@tablica/platform/files/inspect';

const documentTypes = {
  extensions: ['.pdf', '.docx', '.jpeg', '.jpg', '.png'],
  mimeTypes: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'image/jpeg',
    'image/png',
  ],
} as const;

/**
 * The brand's settings the employer console starts with (spec §7 `GET /v2/app-config`): name, money,
 * languages, flags, the upload limits the server enforces (spec §5) and the legal documents of the
 * tenant configuration (every dated file; the whistleblower report null while its flag is off).
 */
export function appConfig(tenant: TenantId) {
  const config = tenantConfig(tenant);
  return {
    tenant,
    name: tenants[tenant].name,
    baseCurrency: config.baseCurrency,
    currencies: config.currencies,
    defaultLocale: config.defaultLocale,
    locales,
    featureFlags: config.featureFlags,
    uploads: {
      logo: {
        extensions: logoUploadRules.extensions,
        mimeTypes: logoUploadRules.mimeTypes,
        maxBytes: uploadKinds.logo.maxBytes,
      },
      cv: { ...documentTypes, maxBytes: uploadKinds.cv.maxBytes },
      attachment: { ...documentTypes, maxBytes: uploadKinds.attachment.maxBytes },
    },
    terms: publishedTerms(config.terms, config.featureFlags),
  };
}
