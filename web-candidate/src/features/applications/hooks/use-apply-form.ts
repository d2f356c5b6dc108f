import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidateProfile } from '@tablica/domain/accounts/candidates';
import { applySource } from '@tablica/domain/applications/form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import type { Locale } from '../../../lib/i18n/locale';
import { profileName } from '../one-click';
import { ApplicationRefused, submitApplication } from '../api/submit-application';
import {
  applyFormSchema,
  emptyApplyForm,
  type ApplyFormOutput,
  type ApplyFormValues,
} from '../components/apply-form-schema';

type Field = 'name' | 'email' | 'message' | 'attachment';

/** The form field a refusal of the API names (a saved CV that fails the scan is the attachment's). */
const fieldOf: Readonly<Record<string, Field>> = {
  name: 'name',
  email: 'email',
  message: 'message',
  attachment: 'attachment',
  document_id: 'attachment',
};

interface ApplyFormOptions {
  readonly offer: {
    readonly guid: string;
    readonly futureConsent: { readonly enabled: boolean };
    readonly customConsent: { readonly enabled: boolean };
  };
  readonly profile: CandidateProfile | null;
  readonly locale: Locale;
  readonly open: boolean;
  readonly onSent: (email: string, applicationId: string) => void;
  /** A reCAPTCHA token for `apply`, or null where the board has no site key. */
  readonly captcha?: () => Promise<string | null>;
}

/**
 * The apply form's state (spec §5): react-hook-form with the domain's schema, checked on change; the
 * values outlive the closed dialog, and a refusal or a lost answer keeps them. A refusal naming a field
 * goes next to it; any other failure raises `failed` (the dialog's snackbar).
 */
export function useApplyForm({ offer, profile, locale, open, onSent, captcha }: ApplyFormOptions) {
  const savedCv = profile?.applicationDocs[0] ?? null;
  const hasSavedCv = savedCv !== null;
  // The form always holds a message (maybe empty); the domain's schema also takes a body without one.
  const resolver = useMemo(
    () => zodResolver(applyFormSchema(hasSavedCv)) as Resolver<ApplyFormValues, unknown, ApplyFormOutput>,
    [hasSavedCv],
  );
  const form = useForm<ApplyFormValues, unknown, ApplyFormOutput>({
    mode: 'onChange',
    resolver,
    defaultValues: emptyApplyForm,
  });
  const { control, getValues, setValue, setError, trigger } = form;
  const [failed, setFailed] = useState(false);

  // Prefilled once per signed-in candidate, when the dialog first opens; what they type stays theirs.
  const prefilled = useRef<string | null>(null);
  useEffect(() => {
    if (!open || !profile || prefilled.current === profile.id) return;
    prefilled.current = profile.id;
    if (!getValues('name')) setValue('name', profileName(profile) ?? '');
    if (!getValues('email')) setValue('email', profile.email);
    setValue('useSavedCv', profile.applicationDocs.length > 0);
  }, [open, profile, getValues, setValue]);

  const [name, email, attachment, useSavedCv] = useWatch({
    control,
    name: ['name', 'email', 'attachment', 'useSavedCv'],
  });
  const sourceOf = (values: Pick<ApplyFormValues, 'name' | 'email' | 'attachment' | 'useSavedCv'>) =>
    applySource({
      profile: profile
        ? { name: profileName(profile), email: profile.email, hasCv: profile.applicationDocs.length > 0 }
        : null,
      name: values.name,
      email: values.email,
      usedSavedCv: values.useSavedCv && savedCv !== null && values.attachment === null,
      uploadedFile: values.attachment !== null,
    });
  const source = sourceOf({ name, email, attachment, useSavedCv });

  // One key per filled-in form: a retry of the same form after a lost answer makes no second
  // application; a form changed since gets a key of its own (the API refuses a key used for another).
  const attempt = useRef<{ readonly form: string; readonly key: string } | null>(null);
  const keyFor = (values: ApplyFormOutput, documentId: string | null) => {
    const { attachment: file, ...fields } = values;
    const filled = JSON.stringify({
      ...fields,
      documentId,
      file: file && [file.name, file.size, file.lastModified],
    });
    if (attempt.current?.form !== filled) attempt.current = { form: filled, key: crypto.randomUUID() };
    return attempt.current.key;
  };

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    const documentId = values.useSavedCv && savedCv && !values.attachment ? savedCv.id : null;
    try {
      const { id } = await submitApplication(
        offer.guid,
        {
          name: values.name,
          email: values.email,
          message: values.message ?? '',
          attachment: values.attachment,
          documentId,
          source: sourceOf(values),
          futureConsent: offer.futureConsent.enabled && values.futureConsent,
          customConsent: offer.customConsent.enabled && values.customConsent,
        },
        { locale, idempotencyKey: keyFor(values, documentId), captchaToken: (await captcha?.()) ?? null },
      );
      onSent(values.email, id);
    } catch (error) {
      const refused = Object.entries(error instanceof ApplicationRefused ? error.fields : {}).flatMap(
        ([path, code]) => (fieldOf[path] ? [[fieldOf[path], code] as const] : []),
      );
      refused.forEach(([field, code], n) =>
        setError(field, { type: 'server', message: code }, { shouldFocus: n === 0 }),
      );
      if (refused.length === 0) setFailed(true);
    }
  });

  /**
   * Spec §5: after the first submit, a change of the attachment (or of the saved CV) checks the
   * attachment and the message again, since either one answers "message or attachment".
   */
  const recheckCv = () => {
    const { isSubmitted, errors } = form.formState;
    void trigger(isSubmitted || errors.message ? ['attachment', 'message'] : 'attachment');
  };

  return {
    form,
    savedCv,
    source,
    submit,
    recheckCv,
    failed,
    dismissFailure: () => setFailed(false),
  };
}
