/** What the API accepts (spec §5); it judges the real type by content, these only spare a round trip. */
export const uploadRules = {
  avatar: {
    maxBytes: 5_242_880,
    extensions: ['.jpg', '.jpeg', '.png'],
    accept: '.jpg,.jpeg,.png,image/jpeg,image/png',
  },
  cv: {
    maxBytes: 5_000_000,
    extensions: ['.pdf', '.docx', '.jpg', '.jpeg', '.png'],
    accept: '.pdf,.docx,.jpg,.jpeg,.png',
  },
} as const;

/** The spec error key a file breaks before it is sent, or null. */
export function uploadProblem(file: File, kind: keyof typeof uploadRules): string | null {
  const rules = uploadRules[kind];
  const name = file.name.toLowerCase();
  if (file.size === 0) return 'errors.corruptedFile';
  if (!rules.extensions.some((extension) => name.endsWith(extension))) return 'errors.invalidFileType';
  if (file.size > rules.maxBytes) return 'errors.fileTooLarge';
  return null;
}
