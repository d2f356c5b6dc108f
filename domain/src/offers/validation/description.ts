import type { ErrorKey } from '../../validation';
import { offerBounds } from './bounds';

/**
 * The markup an offer description may keep. The command side sanitises the body with sanitize-html
 * and these options BEFORE `decide` (the domain does not parse HTML); the domain then checks what a
 * sanitiser cannot: the text is not empty and there is at most one embedded JPEG.
 */
export const descriptionWhitelist = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['data'] },
  /** Only these data URLs survive in `img`: an embedded JPEG. */
  allowedImageDataTypes: ['image/jpeg', 'image/jpg'],
} as const;

const entities: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** The visible text of a description: tags removed, entities decoded, white space collapsed. */
export function descriptionText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16) || 32);
      if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10) || 32);
      return entities[name.toLowerCase()] ?? entity;
    })
    .replace(/[\s\u200b\u00a0\ufeff]+/g, ' ')
    .trim();
}

/** The `src` of every `<img>` in the description (empty string for an image without one). */
export function embeddedImages(html: string): string[] {
  return (html.match(/<img\b[^>]*>/gi) ?? []).map((tag) => {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    return (src?.[1] ?? src?.[2] ?? src?.[3] ?? '').trim();
  });
}

const isEmbeddedJpeg = (src: string) => /^data:image\/jpe?g;base64,/i.test(src);

/** Spec §5 description rules, the first broken one: required, length, one JPEG image at most. */
export function descriptionProblem(html: string): ErrorKey | null {
  if (html.length > offerBounds.descriptionHtmlMax) return 'errors.tooLong';
  const text = descriptionText(html);
  const images = embeddedImages(html);
  if (text.length === 0) return 'errors.required';
  if (text.length > offerBounds.descriptionTextMax) return 'errors.tooLong';
  if (images.length > 1) return 'errors.multipleImages';
  if (images.some((src) => !isEmbeddedJpeg(src))) return 'errors.invalidFileType';
  return null;
}
