import { z } from 'zod';

/** Spec §5 upload rules: the accepted list and limit a file input is given, with the spec's defaults. */
export interface UploadRules {
  readonly extensions: readonly string[];
  readonly mimeTypes: readonly string[];
  readonly maxBytes: number;
}

export const defaultUploadRules: UploadRules = {
  extensions: ['.jpeg', '.png', '.jpg'],
  mimeTypes: ['image/jpg', 'image/jpeg', 'image/png'],
  maxBytes: 5 * 1024 * 1024,
};

/** The company logo: jpg/jpeg/png, not empty, at most 5 MB (5,242,880 bytes). */
export const logoUploadRules: UploadRules = defaultUploadRules;

/**
 * What the upload endpoint knows of a file before storing it. Extension and type are checked first,
 * then the size: zero bytes is a corrupted file, above the limit too large.
 */
export function fileUploadSchema(rules: UploadRules = defaultUploadRules) {
  return z
    .object({
      fileName: z.string('errors.required').min(1, 'errors.required'),
      mimeType: z.string('errors.required'),
      size: z.number('errors.corruptedFile').int().min(0),
    })
    .superRefine((file, ctx) => {
      const name = file.fileName.toLowerCase();
      const extensionOk = rules.extensions.some((extension) => name.endsWith(extension));
      if (!extensionOk || !rules.mimeTypes.includes(file.mimeType.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['fileName'], message: 'errors.invalidFileType' });
      else if (file.size === 0)
        ctx.addIssue({ code: 'custom', path: ['size'], message: 'errors.corruptedFile' });
      else if (file.size > rules.maxBytes)
        ctx.addIssue({ code: 'custom', path: ['size'], message: 'errors.fileTooLarge' });
    });
}

export const logoUploadSchema = fileUploadSchema(logoUploadRules);
export type FileUpload = z.input<typeof logoUploadSchema>;
