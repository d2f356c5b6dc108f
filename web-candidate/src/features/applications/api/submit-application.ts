import type { Locale } from '../../../lib/i18n/locale';

export interface ApplicationInput {
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly attachment: File | null;
  /** A CV saved in the signed-in candidate's profile, sent instead of a file. */
  readonly documentId: string | null;
  /** Spec §4 "Apply source"; the server decides it again from the same rule. */
  readonly source: '1_click_apply' | 'apply_form';
  readonly futureConsent: boolean;
  readonly customConsent: boolean;
}

/** A refusal of the API: its stable code and the field issues (`errors` keyed by field). */
export class ApplicationRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(code);
    this.name = 'ApplicationRefused';
  }
}

/** `POST /api/v1/offers/{id}/applications` (spec §7, multipart); one key per attempt makes a retry safe. */
export async function submitApplication(
  offerId: string,
  input: ApplicationInput,
  options: {
    readonly locale: Locale;
    readonly idempotencyKey: string;
    /** The reCAPTCHA answer for `apply`, where the board has a site key (spec §7). */
    readonly captchaToken?: string | null;
  },
): Promise<{ readonly id: string }> {
  const form = new FormData();
  form.set('name', input.name.trim());
  form.set('email', input.email.trim());
  if (input.message.trim()) form.set('message', input.message.trim());
  form.set('source', input.source);
  form.set('future_consent_accepted', input.futureConsent ? '1' : '0');
  form.set('custom_consent_accepted', input.customConsent ? '1' : '0');
  if (input.attachment) form.set('attachment', input.attachment, input.attachment.name);
  else if (input.documentId) form.set('document_id', input.documentId);
  const response = await fetch(`/api/v1/offers/${encodeURIComponent(offerId)}/applications`, {
    method: 'POST',
    body: form,
    headers: {
      Accept: 'application/json',
      'Accept-Language': options.locale,
      'Idempotency-Key': options.idempotencyKey,
      ...(options.captchaToken ? { 'Recaptcha-Token': options.captchaToken } : {}),
    },
  });
  const body = (await response.json().catch(() => ({}))) as {
    id?: string;
    code?: string;
    errors?: Record<string, string>;
  };
  if (!response.ok || !body.id)
    throw new ApplicationRefused(response.status, body.code ?? 'errors.sthWentWrong', body.errors ?? {});
  return { id: body.id };
}
