import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './en';

export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t(id, values)`: react-intl's formatMessage restricted to ids that exist in our catalogues. */
export function useTranslate(): Translate {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
