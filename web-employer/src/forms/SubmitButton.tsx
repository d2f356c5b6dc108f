import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * The submit button of a public form: always there to press (a browser's autofill does not make a
 * form dirty), disabled only while the form is being sent.
 */
export const SubmitButton = ({ label, icon }: { label: string; icon?: ReactNode }) => {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : icon}
      sx={{ mt: 2 }}
    >
      {translate(label)}
    </Button>
  );
};
