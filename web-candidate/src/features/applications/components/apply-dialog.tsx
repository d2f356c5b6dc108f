import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import type { CandidateProfile } from '@tablica/domain/accounts/candidates';
import { applicationFormSchema, applySource, maxMessageLength } from '@tablica/domain/applications/form';
import type { OfferConsent } from '@tablica/domain/offers/content';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/i18n/error-text';
import type { Locale } from '../../../lib/i18n/locale';
import { useTranslate } from '../../../lib/i18n/use-translate';
import { uploadProblem, uploadRules } from '../../../lib/upload-rules';
import { ApplicationRefused, submitApplication } from '../api/submit-application';

/** Spec §5: the message warns this many characters before its limit; the clause is cut at 120. */
const messageWarning = 100;
const clauseCut = 120;

interface ApplyDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onApplied: () => void;
  readonly offer: {
    readonly guid: string;
    readonly title: string;
    readonly companyName: string;
    readonly informationClause: string | null;
    readonly futureConsent: OfferConsent;
    readonly customConsent: OfferConsent;
  };
  readonly locale: Locale;
  /** The signed-in candidate: the form starts from their name, e-mail and newest CV (spec §2, §6). */
  readonly profile?: CandidateProfile | null;
}

const profileName = (profile: CandidateProfile) =>
  [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim() || null;

type Field = 'name' | 'email' | 'message' | 'attachment';

/**
 * The apply form (spec §2 "Apply", §5 "Apply form"): a bottom sheet on phones, a side panel on wider
 * screens. The domain's schema judges the fields as the server will; whatever the server refuses is
 * shown next to its field, and nothing typed is lost.
 */
export function ApplyDialog({ open, onClose, onApplied, offer, locale, profile = null }: ApplyDialogProps) {
  const t = useTranslate();
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const titleId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [futureConsent, setFutureConsent] = useState(false);
  const [customConsent, setCustomConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  const [clauseOpen, setClauseOpen] = useState(false);
  const savedCv = profile?.applicationDocs[0] ?? null;
  const [useSavedCv, setUseSavedCv] = useState(false);
  const prefilled = useRef<string | null>(null);
  // One key per filled-in form: a retry after a lost answer makes no second application.
  const attempt = useRef(crypto.randomUUID());
  const fileInput = useRef<HTMLInputElement>(null);

  // Prefilled once per signed-in candidate, when the dialog first opens; what they type stays theirs.
  useEffect(() => {
    if (!open || !profile || prefilled.current === profile.id) return;
    prefilled.current = profile.id;
    setName((typed) => typed || profileName(profile) || '');
    setEmail((typed) => typed || profile.email);
    setUseSavedCv(profile.applicationDocs.length > 0);
  }, [open, profile]);

  const sendsSavedCv = useSavedCv && savedCv !== null && attachment === null;
  const source = applySource({
    profile: profile
      ? { name: profileName(profile), email: profile.email, hasCv: profile.applicationDocs.length > 0 }
      : null,
    name,
    email,
    usedSavedCv: sendsSavedCv,
    uploadedFile: attachment !== null,
  });

  const validate = (values = { name, email, message, attachment, useSavedCv }) => {
    const found: Partial<Record<Field, string>> = {};
    const parsed = applicationFormSchema.safeParse({
      name: values.name,
      email: values.email,
      message: values.message,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
    if (values.attachment) {
      const problem = uploadProblem(values.attachment, 'cv');
      if (problem) found.attachment = problem;
    }
    const withSavedCv = values.useSavedCv && savedCv !== null;
    if (!values.message.trim() && !values.attachment && !withSavedCv && !found.message)
      found.message = 'errors.messageOrAttachment';
    return found;
  };

  // Validation on change once the first submit has been tried (spec §5).
  const change =
    <Value,>(set: (value: Value) => void, field: Field | 'useSavedCv') =>
    (value: Value) => {
      set(value);
      if (submitted) setErrors(validate({ name, email, message, attachment, useSavedCv, [field]: value }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailed(false);
    try {
      await submitApplication(
        offer.guid,
        {
          name,
          email,
          message,
          attachment,
          documentId: sendsSavedCv ? savedCv.id : null,
          source,
          futureConsent,
          customConsent,
        },
        { locale, idempotencyKey: attempt.current },
      );
      setDone(true);
      onApplied();
    } catch (refusal) {
      const fields = refusal instanceof ApplicationRefused ? refusal.fields : {};
      const known = Object.fromEntries(
        Object.entries(fields).filter(([field]) =>
          ['name', 'email', 'message', 'attachment'].includes(field),
        ),
      );
      if (Object.keys(known).length > 0) setErrors(known);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const remaining = maxMessageLength - message.length;
  const clause = offer.informationClause ?? '';

  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: phone
            ? { maxHeight: '92vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }
            : { width: 544 },
        },
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography id={titleId} variant="h2" sx={{ fontSize: '1.375rem' }}>
              {done ? t('apply.success.title') : t('apply.title')}
            </Typography>
            <Typography color="text.secondary" variant="body2">
              {offer.title} · {offer.companyName}
            </Typography>
          </Box>
          <IconButton onClick={onClose} aria-label={t('apply.close')}>
            <CloseIcon />
          </IconButton>
        </Box>

        {done ? (
          <Stack spacing={2}>
            <Alert severity="success">{t('apply.success.body', { email: email.trim() })}</Alert>
            <Button variant="contained" onClick={onClose}>
              {t('apply.success.back')}
            </Button>
          </Stack>
        ) : (
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              <TextField
                label={t('apply.name')}
                value={name}
                onChange={(event) => change(setName, 'name')(event.target.value)}
                error={errors.name !== undefined}
                helperText={errorText(errors.name, locale)}
                required
                autoComplete="name"
                fullWidth
              />
              <TextField
                label={t('apply.email')}
                type="email"
                value={email}
                onChange={(event) => change(setEmail, 'email')(event.target.value)}
                error={errors.email !== undefined}
                helperText={errorText(errors.email, locale)}
                required
                autoComplete="email"
                fullWidth
              />
              <TextField
                label={t('apply.message')}
                value={message}
                onChange={(event) => change(setMessage, 'message')(event.target.value)}
                error={errors.message !== undefined || remaining < 0}
                helperText={
                  errorText(errors.message, locale) ??
                  (remaining <= messageWarning
                    ? t('apply.messageLeft', { n: remaining })
                    : t('apply.messageHint'))
                }
                multiline
                minRows={4}
                fullWidth
              />
              <Box>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept={uploadRules.cv.accept}
                  data-testid="apply-attachment"
                  onChange={(event) => change(setAttachment, 'attachment')(event.target.files?.[0] ?? null)}
                />
                <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                  {attachment ? t('apply.replaceCv') : t('apply.addCv')}
                </Button>
                <Typography
                  variant="body2"
                  sx={{ mt: 1 }}
                  color={attachment ? 'text.primary' : 'text.secondary'}
                >
                  {attachment ? attachment.name : t('apply.cvRules')}
                </Typography>
                {savedCv && attachment === null && (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={useSavedCv}
                        onChange={(event) => change(setUseSavedCv, 'useSavedCv')(event.target.checked)}
                      />
                    }
                    label={
                      <Typography variant="body2">
                        {t('apply.savedCv', { file: savedCv.fileName })}
                      </Typography>
                    }
                  />
                )}
                {errors.attachment && (
                  <FormHelperText error>{errorText(errors.attachment, locale)}</FormHelperText>
                )}
              </Box>
              {offer.futureConsent.enabled && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={futureConsent}
                      onChange={(event) => setFutureConsent(event.target.checked)}
                    />
                  }
                  label={<Typography variant="body2">{offer.futureConsent.value}</Typography>}
                />
              )}
              {offer.customConsent.enabled && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={customConsent}
                      onChange={(event) => setCustomConsent(event.target.checked)}
                    />
                  }
                  label={<Typography variant="body2">{offer.customConsent.value}</Typography>}
                />
              )}
              {failed && <Alert severity="error">{errorText('errors.sthWentWrong', locale)}</Alert>}
              <Button type="submit" variant="contained" size="large" disabled={busy}>
                {busy
                  ? t('apply.sending')
                  : source === '1_click_apply'
                    ? t('apply.oneClick')
                    : t('apply.send')}
              </Button>
              {clause && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {clauseOpen || clause.length <= clauseCut ? clause : `${clause.slice(0, clauseCut)}…`}{' '}
                  {clause.length > clauseCut && (
                    <Link component="button" type="button" onClick={() => setClauseOpen(!clauseOpen)}>
                      {clauseOpen ? t('apply.showLess') : t('apply.showMore')}
                    </Link>
                  )}
                </Typography>
              )}
            </Stack>
          </Box>
        )}
      </Box>
    </Drawer>
  );
}
