import { useCallback } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageId } from './en';

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * Texts without values, once per `intl` (a page's texts): a list's hundred cards ask for the same
 * few ("Remote", "Senior", "net") hundreds of times, and react-intl keys its formatters by each
 * message's whole syntax tree on every call.
 */
const plainTexts = new WeakMap<IntlShape, Map<string, string>>();

type MessageFormat = ReturnType<IntlShape['formatters']['getMessageFormat']>;

/**
 * Texts with values, their formats once per `intl`: react-intl's formatMessage merges its formats
 * and serialises them with the message to find its formatter on every call (a list's hundred
 * cards: ~5 ms of the server's rendering).
 */
const messageFormats = new WeakMap<IntlShape, Map<string, MessageFormat>>();

function formatWithValues(intl: IntlShape, id: MessageId, values: MessageValues): string {
  const message = Object.hasOwn(intl.messages, id) ? intl.messages[id] : undefined;
  if (message) {
    let formats = messageFormats.get(intl);
    if (!formats) messageFormats.set(intl, (formats = new Map()));
    let format = formats.get(id);
    if (!format) {
      format = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, {
        formatters: intl.formatters,
      });
      formats.set(id, format);
    }
    try {
      const text = format.format<string>(values);
      if (typeof text === 'string') return text;
    } catch {
      // formatMessage below reports it (onError) and falls back as it does.
    }
  }
  return intl.formatMessage({ id }, values);
}

/** `t(id, values)`: react-intl's formatMessage restricted to ids that exist in our catalogues. */
export function useTranslate(): Translate {
  const intl = useIntl();
  return useCallback(
    (id, values) => {
      if (values !== undefined) return formatWithValues(intl, id, values);
      let texts = plainTexts.get(intl);
      if (!texts) plainTexts.set(intl, (texts = new Map()));
      let text = texts.get(id);
      if (text === undefined) {
        text = intl.formatMessage({ id });
        // A text not there yet (the rest of the catalogue is still loading) shows its id until then.
        if (text !== id) texts.set(id, text);
      }
      return text;
    },
    [intl],
  );
}
