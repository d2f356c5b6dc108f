import { logoUploadSchema } from '@tablica/domain/offers/validation/logo';
import type { ErrorKey } from '@tablica/domain/validation';
import type { LogoValue } from './companyApi';

/** Spec §5 upload rules for a newly chosen logo (type, empty file, 5 MB); the stored logo passes. */
export function logoProblem(logo: LogoValue | null | undefined): ErrorKey | null {
  const file = logo?.rawFile;
  if (!file) return null;
  const result = logoUploadSchema.safeParse({ fileName: file.name, mimeType: file.type, size: file.size });
  return result.success ? null : (result.error.issues[0]?.message as ErrorKey);
}
