import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { maxMessageLength } from '@tablica/domain/applications/form';
import type { OfferConsent } from '@tablica/domain/offers/content';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { MessageId } from '../../../lib/i18n/en';
import { errorText } from '../../../lib/i18n/error-text';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { uploadRules } from '../../../lib/upload-rules';
import type { useApplyForm } from '../hooks/use-apply-form';
import { InformationClause } from './information-clause';

/** Spec §5: the message warns this many characters before its limit. */
const messageWarning = 100;

const personalFields = [
  { name: 'name', label: 'apply.name', type: 'text' },
  { name: 'email', label: 'apply.email', type: 'email' },
] as const satisfies readonly { name: string; label: MessageId; type: string }[];

interface ApplyFormProps {
  readonly apply: ReturnType<typeof useApplyForm>;
  readonly offer: {
    readonly informationClause: string | null;
    readonly futureConsent: OfferConsent;
    readonly customConsent: OfferConsent;
  };
  readonly locale: Locale;
}

/** The fields of the apply form (spec §5); consents only when the offer carries them. */
export function ApplyForm({ apply, offer, locale }: ApplyFormProps) {
  const t = useTranslate();
  const { form, savedCv, source, submit, recheckCv } = apply;
  const { control, formState } = form;
  const { isSubmitting } = formState;
  const fileRulesId = useId();
  const fileErrorId = useId();
  const [message, attachment] = useWatch({ control, name: ['message', 'attachment'] });
  const remaining = maxMessageLength - message.length;
  const said = (code: string | undefined) => errorText(code, locale);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {personalFields.map(({ name, label, type }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label={t(label)}
                type={type}
                error={fieldState.invalid}
                helperText={said(fieldState.error?.message)}
                required
                autoComplete={name}
                fullWidth
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="message"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              label={t('apply.message')}
              error={fieldState.invalid || remaining < 0}
              helperText={
                said(fieldState.error?.message) ??
                (remaining <= messageWarning
                  ? t('apply.messageLeft', { n: remaining })
                  : t('apply.messageHint'))
              }
              slotProps={{
                formHelperText: {
                  sx:
                    remaining <= messageWarning && !fieldState.invalid
                      ? { color: 'text.primary', fontWeight: 600 }
                      : undefined,
                },
              }}
              multiline
              minRows={4}
              maxRows={12}
              fullWidth
            />
          )}
        />
        <Controller
          control={control}
          name="attachment"
          render={({ field: { ref, onChange, onBlur, name }, fieldState }) => (
            <Box>
              <input
                type="file"
                hidden
                name={name}
                accept={uploadRules.cv.accept}
                data-testid="apply-attachment"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // The same file picked again after a refusal still counts as a change.
                  event.target.value = '';
                  if (!file) return;
                  onChange(file);
                  recheckCv();
                }}
              />
              <Button
                ref={ref}
                variant="outlined"
                startIcon={<AttachFileIcon />}
                onBlur={onBlur}
                onClick={(event) =>
                  event.currentTarget.parentElement
                    ?.querySelector<HTMLInputElement>('input[type=file]')
                    ?.click()
                }
                aria-describedby={fieldState.invalid ? `${fileRulesId} ${fileErrorId}` : fileRulesId}
                aria-invalid={fieldState.invalid || undefined}
              >
                {attachment ? t('apply.replaceCv') : t('apply.addCv')}
              </Button>
              <Typography
                id={fileRulesId}
                variant="body2"
                sx={{ mt: 1, overflowWrap: 'anywhere' }}
                color={attachment ? 'text.primary' : 'text.secondary'}
              >
                {attachment ? attachment.name : t('apply.cvRules')}
              </Typography>
              {fieldState.error && (
                <FormHelperText id={fileErrorId} error>
                  {said(fieldState.error.message)}
                </FormHelperText>
              )}
            </Box>
          )}
        />
        {savedCv && attachment === null && (
          <Controller
            control={control}
            name="useSavedCv"
            render={({ field: { ref, value, onChange, ...field } }) => (
              <FormControlLabel
                sx={{ mt: '0 !important' }}
                control={
                  <Checkbox
                    {...field}
                    slotProps={{ input: { ref } }}
                    checked={value}
                    onChange={(event) => {
                      onChange(event.target.checked);
                      recheckCv();
                    }}
                  />
                }
                label={
                  <Typography variant="body2">{t('apply.savedCv', { file: savedCv.fileName })}</Typography>
                }
              />
            )}
          />
        )}
        {(['futureConsent', 'customConsent'] as const).map(
          (consent) =>
            offer[consent].enabled && (
              <Controller
                key={consent}
                control={control}
                name={consent}
                render={({ field: { ref, value, ...field } }) => (
                  <FormControlLabel
                    control={<Checkbox {...field} slotProps={{ input: { ref } }} checked={value} />}
                    label={<Typography variant="body2">{offer[consent].value}</Typography>}
                  />
                )}
              />
            ),
        )}
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} loadingPosition="start">
          {isSubmitting
            ? t('apply.sending')
            : source === '1_click_apply'
              ? t('apply.oneClick')
              : t('apply.send')}
        </Button>
        <InformationClause clause={offer.informationClause} />
      </Stack>
    </Box>
  );
}
