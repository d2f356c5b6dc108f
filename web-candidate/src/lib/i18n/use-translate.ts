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

/** `t(id, values)`: react-intl's formatMessage restricted to ids that exist in our catalogues. */
export function useTranslate(): Translate {
  const intl = useIntl();
  return useCallback(
    (id, values) => {
      if (values !== undefined) return intl.formatMessage({ id }, values);
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
