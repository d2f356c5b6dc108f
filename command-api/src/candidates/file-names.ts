/** The longest file name we keep or send, in characters (the extension is kept within it). */
export const fileNameMax = 200;

// C0 and C1 controls, and the bidirectional overrides that make `cv‮fdp.exe` read as `cvexe.pdf`.
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const sameExtension: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg', 'jfif'],
  png: ['png'],
  pdf: ['pdf'],
  docx: ['docx'],
};

/** A sent file name without folder parts or control characters, cut to `max` characters (extension kept). */
export function cleanFileName(sent: string, max = fileNameMax): string {
  const base =
    sent.normalize('NFC').replace(unsafeCharacters, '').split(/[/\\]/).pop()?.trim().replace(/^\.+/, '') ??
    '';
  // Cut by code points so a Polish letter or an emoji is never split in half.
  return [...base].length > max ? cutKeepingExtension(base, max) : base;
}

/**
 * The name an uploaded file is kept and offered for download under: the sender's name cleaned
 * (`cleanFileName`), ending in the extension of what the file really is (a PNG sent as `cv.pdf` is
 * kept as `cv.pdf.png`, so no program opens it as a PDF); `cv.<ext>` when nothing usable is left.
 */
export function safeFileName(sent: string, realExtension: string): string {
  const ext = realExtension.toLowerCase();
  const stem = cleanFileName(sent) || 'cv';
  const dot = stem.lastIndexOf('.');
  const claimed = dot > 0 ? stem.slice(dot + 1).toLowerCase() : '';
  if ((sameExtension[ext] ?? [ext]).includes(claimed)) return stem;
  return `${cleanFileName(stem, fileNameMax - ext.length - 1)}.${ext}`;
}

function cutKeepingExtension(name: string, room: number): string {
  const characters = [...name];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  if (extension.length === 0 || extension.length > 11) return characters.slice(0, room).join('');
  const stem = [...name.slice(0, dot)];
  return stem.slice(0, room - extension.length).join('') + extension.join('');
}

/** RFC 5987 encoding: percent-encodes everything but attr-char (encodeURIComponent leaves `'()*!`). */
const encodeAttribute = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with the name in UTF-8 (RFC 6266), plus a plain-ASCII `filename` for clients that do
 * not read `filename*`. The name is sanitised again: it went through a database.
 */
export function attachmentDisposition(fileName: string): string {
  const name = cleanFileName(fileName) || 'cv';
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeAttribute(name)}`;
}
