import PersonAddIcon from '@mui/icons-material/PersonAdd';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Box, Link as MuiLink, Typography } from '@mui/material';
import { signUpSchema, type SignUp } from '@tablica/domain/accounts/sign-up';
import { useState } from 'react';
import { Form, Link, PasswordInput, TextInput, useLocaleState, useTranslate } from 'react-admin';
import { callApi, formErrorsOf, isApiFailure } from '../api';
import { CheckboxInput } from '../forms/CheckboxInput';
import { schemaResolver } from '../forms/schemaResolver';
import { SubmitButton } from '../forms/SubmitButton';
import { PublicPage } from './PublicPage';
import { ResendConfirmation } from './ResendConfirmation';
import type { FieldValues } from 'react-hook-form';

const resolver = schemaResolver(signUpSchema);

const defaultValues = {
  company: { name: '', accepted_regulations: false, subscribe_to_newsletter: false },
  user: { name: '', phone: '', email: '', password: '', password_confirmation: '' },
};

/** Spec §2: the legal documents page of the board, opened beside the form. */
const termsUrl = '/terms-and-privacy-policies';

const SectionHeading = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 0.5, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  );
};

/** What a new company sees after signing up, whether or not the address already had an account. */
const CheckEmail = ({ email }: { email: string }) => {
  const translate = useTranslate();
  return (
    <PublicPage title="accounts.checkEmail.title">
      <Box sx={{ textAlign: 'center', my: 2 }}>
        <MarkEmailReadIcon sx={{ fontSize: 64, color: 'primary.main' }} />
      </Box>
      <Typography variant="body1" gutterBottom>
        {translate('accounts.checkEmail.body', { email })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('accounts.checkEmail.hint')}
      </Typography>
      <ResendConfirmation email={email} />
      <Box sx={{ mt: 3 }}>
        <Link to="/login">{translate('accounts.actions.backToLogin')}</Link>
      </Box>
    </PublicPage>
  );
};

/** Employer sign-up (`POST /api/v1/users/sign_up`): a company and its owner, confirmed by e-mail. */
export const SignUpPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const signUp = async (values: SignUp) => {
    try {
      await callApi('/v1/users/sign_up', {
        method: 'POST',
        json: { ...values, locale: locale === 'en' ? 'en' : 'pl' },
      });
      setSentTo(values.user.email);
      return undefined;
    } catch (error) {
      if (isApiFailure(error) && error.status === 400) {
        const errors = formErrorsOf(error.body);
        if (Object.keys(errors).length > 0) return errors;
      }
      return { 'root.serverError': isApiFailure(error) ? error.message : 'errors.sthWentWrong' };
    }
  };

  if (sentTo !== null) return <CheckEmail email={sentTo} />;

  return (
    <PublicPage title="accounts.signUp.title" wide>
      <Typography variant="body2" color="text.secondary">
        {translate('accounts.signUp.intro')}
      </Typography>
      <Form
        noValidate
        onSubmit={(values: FieldValues) => signUp(values as SignUp)}
        resolver={resolver}
        defaultValues={defaultValues}
      >
        <SectionHeading title="accounts.signUp.company" />
        <TextInput source="company.name" label="accounts.fields.companyName" autoComplete="organization" />

        <SectionHeading title="accounts.signUp.you" />
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput
            source="user.name"
            label="accounts.fields.name"
            autoComplete="name"
            helperText="accounts.helpers.name"
          />
          <TextInput
            source="user.phone"
            type="tel"
            label="accounts.fields.phone"
            autoComplete="tel"
            helperText="accounts.helpers.optional"
          />
        </Box>
        <TextInput source="user.email" type="email" label="accounts.fields.email" autoComplete="email" />
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <PasswordInput
            source="user.password"
            label="accounts.fields.password"
            autoComplete="new-password"
            helperText="accounts.helpers.password"
          />
          <PasswordInput
            source="user.password_confirmation"
            label="accounts.fields.passwordConfirmation"
            autoComplete="new-password"
          />
        </Box>

        <CheckboxInput
          source="company.accepted_regulations"
          label={
            <>
              {translate('accounts.fields.regulations')}{' '}
              <MuiLink href={termsUrl} target="_blank" rel="noopener">
                {translate('accounts.fields.regulationsLink')}
              </MuiLink>
            </>
          }
        />
        <CheckboxInput
          source="company.subscribe_to_newsletter"
          label={translate('accounts.fields.newsletter')}
        />
        <SubmitButton label="accounts.signUp.submit" icon={<PersonAddIcon />} />
      </Form>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        {translate('accounts.signUp.haveAccount')}{' '}
        <Link to="/login">{translate('accounts.actions.signIn')}</Link>
      </Typography>
    </PublicPage>
  );
};
