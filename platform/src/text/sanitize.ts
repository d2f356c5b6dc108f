import sanitizeHtml from 'sanitize-html';
import { descriptionWhitelist } from '@tablica/domain/offers/validation/description';

const imageDataUrl = /^data:([a-z]+\/[a-z0-9.+-]+)[;,]/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...descriptionWhitelist.allowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(descriptionWhitelist.allowedAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...descriptionWhitelist.allowedSchemes],
  allowedSchemesByTag: Object.fromEntries(
    Object.entries(descriptionWhitelist.allowedSchemesByTag).map(([tag, schemes]) => [tag, [...schemes]]),
  ),
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // sanitize-html lets any data URL through once the scheme is allowed; only the whitelisted image
  // types stay (an SVG data URL could carry script).
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const type = imageDataUrl.exec(frame.attribs.src ?? '')?.[1]?.toLowerCase();
    return !type || !(descriptionWhitelist.allowedImageDataTypes as readonly string[]).includes(type);
  },
  transformTags: {
    // A link that opens elsewhere must not get a handle on this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
  },
};

/**
 * Rich text (offer descriptions, brand stories) with only the offer description's whitelist left:
 * scripts, event handlers, foreign schemes and non-image data URLs are gone.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options);
}
