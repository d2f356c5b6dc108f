import { useState } from 'react';
import { HttpError, useNotify, useUpdate, type RaRecord } from 'react-admin';

/** Form errors (input → catalogue key) a failed save carries, as the data provider puts them. */
function formErrorsIn(error: unknown): Record<string, string> | null {
  const errors: unknown =
    error instanceof HttpError ? (error.body as { errors?: unknown } | null)?.errors : null;
  return errors && typeof errors === 'object' && Object.keys(errors).length > 0
    ? (errors as Record<string, string>)
    : null;
}

export interface SaveRecord<RecordType> {
  /** The form's submit handler: answers the form's errors for react-admin to show on the inputs. */
  readonly save: (values: Partial<RecordType>) => Promise<Record<string, string> | undefined>;
  /**
   * Goes up with every save: the form's `key`, so the form shows the record as the API stored it
   * (trimmed, normalised, sanitised) and is no longer dirty.
   */
  readonly version: number;
}

/**
 * Saving a page that edits one record in place (profile, company, brand story) with the data
 * provider. Pessimistic: the page shows what the API stored, never a guess. `reload` reads the record
 * again when the update's answer does not reach the page's query by itself (a save with `meta`).
 */
export function useSaveRecord<RecordType extends RaRecord>(
  resource: string,
  record: RecordType | undefined,
  {
    meta,
    saved,
    reload,
    onSaved,
  }: {
    meta?: Record<string, unknown>;
    saved: string;
    reload?: () => Promise<unknown>;
    onSaved?: (record: RecordType) => void;
  },
): SaveRecord<RecordType> {
  const [update] = useUpdate<RecordType>();
  const notify = useNotify();
  const [version, setVersion] = useState(0);
  const save = async (values: Partial<RecordType>) => {
    if (!record) return undefined;
    try {
      const stored = await update(
        resource,
        { id: record.id, data: values, previousData: record, meta },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      await reload?.();
      setVersion((current) => current + 1);
      notify(saved, { type: 'success' });
      onSaved?.(stored as RecordType);
      return undefined;
    } catch (error) {
      const errors = formErrorsIn(error);
      if (errors) return errors;
      notify(error instanceof Error && error.message ? error.message : 'errors.sthWentWrong', {
        type: 'error',
      });
      return undefined;
    }
  };
  return { save, version };
}
