import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { callApi } from '../api';
import type { ApplicationRow } from './types';

/** Moves the application to the trash (`DELETE`): it leaves the lists and the counts; asked first. */
export const TrashButton = () => {
  const application = useRecordContext<ApplicationRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  if (!application) return null;

  async function trash() {
    if (!application) return;
    setWorking(true);
    try {
      await callApi(`/v2/employer-panel/applications/${encodeURIComponent(application.id)}`, {
        method: 'DELETE',
      });
      notify('resources.applications.trash.done', { type: 'info' });
      redirect('list', 'applications');
    } catch {
      notify('errors.sthWentWrong', { type: 'error' });
    } finally {
      setWorking(false);
      setAsking(false);
    }
  }

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteIcon />} onClick={() => setAsking(true)}>
        {translate('resources.applications.trash.action')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={working}
        title="resources.applications.trash.title"
        content="resources.applications.trash.content"
        onConfirm={() => void trash()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
