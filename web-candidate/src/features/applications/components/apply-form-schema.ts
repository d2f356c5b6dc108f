import { applicationFormSchema } from '@tablica/domain/applications/form';
import { z } from 'zod';
import { uploadProblem } from '../../../lib/upload-rules';

/** The apply form's fields as the dialog holds them (react-hook-form's values). */
export interface ApplyFormValues {
  name: string;
  email: string;
  message: string;
  /** A file picked in the dialog; it wins over the saved CV. */
  attachment: File | null;
  /** Send the newest CV of the signed-in candidate's profile. */
  useSavedCv: boolean;
  futureConsent: boolean;
  customConsent: boolean;
}

export const emptyApplyForm: ApplyFormValues = {
  name: '',
  email: '',
  message: '',
  attachment: null,
  useSavedCv: false,
  futureConsent: false,
  customConsent: false,
};

/**
 * The domain's rules for name, e-mail and message (the ones the API parses the body with), and what
 * only the browser sees: the picked file's size and type (spec §5; the API judges the content again)
 * and "message or attachment", where the saved CV counts as the attachment when there is one.
 * Messages are spec error keys.
 */
export function applyFormSchema(hasSavedCv: boolean) {
  return applicationFormSchema
    .pick({ name: true, email: true, message: true })
    .extend({
      attachment: z.custom<File | null>().superRefine((file, context) => {
        const problem = file ? uploadProblem(file, 'cv') : null;
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
      useSavedCv: z.boolean(),
      futureConsent: z.boolean(),
      customConsent: z.boolean(),
    })
    .superRefine((form, context) => {
      if (!form.message && !form.attachment && !(form.useSavedCv && hasSavedCv))
        context.addIssue({ code: 'custom', path: ['message'], message: 'errors.messageOrAttachment' });
    });
}

export type ApplyFormOutput = z.output<ReturnType<typeof applyFormSchema>>;
