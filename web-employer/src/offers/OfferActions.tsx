import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopCircleIcon from '@mui/icons-material/StopCircle';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState, type MouseEvent, type ReactElement } from 'react';
import { Confirm, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { callApi, problemMessageKey, isApiFailure } from '../api';
import type { OfferRow } from './types';
import { deleteOffer, duplicateOffer, finishRecruitment } from './wizard/wizardApi';
import { wizardPath } from './wizard/OfferWizard';

type Action = 'open' | 'edit' | 'copy' | 'refresh' | 'extend' | 'finish' | 'delete';

/** What may be done with an offer in each status (spec §4: inactive offers are deleted, active finished). */
export const actionsByStatus: Readonly<Record<OfferRow['status'], readonly Action[]>> = {
  draft: ['open', 'copy', 'delete'],
  summary: ['open', 'copy', 'delete'],
  scheduled: ['edit', 'copy', 'delete'],
  published: ['edit', 'copy', 'refresh', 'extend', 'finish'],
  expired: ['copy', 'delete'],
  finished: ['copy', 'delete'],
};

const icons: Readonly<Record<Action, ReactElement>> = {
  open: <PlayArrowIcon fontSize="small" />,
  edit: <EditIcon fontSize="small" />,
  copy: <ContentCopyIcon fontSize="small" />,
  refresh: <AutorenewIcon fontSize="small" />,
  extend: <EventRepeatIcon fontSize="small" />,
  finish: <StopCircleIcon fontSize="small" />,
  delete: <DeleteIcon fontSize="small" />,
};

/** The offer's actions: a menu in the list's rows, buttons on the offer's page. */
export const OfferActions = ({ variant = 'menu' }: { variant?: 'menu' | 'buttons' }) => {
  const offer = useRecordContext<OfferRow>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<'finish' | 'delete' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!offer) return null;

  const fail = (error: unknown) =>
    notify(problemMessageKey(isApiFailure(error) ? error.body : undefined), { type: 'error' });

  async function run(action: Action) {
    if (!offer) return;
    setAnchor(null);
    switch (action) {
      case 'open':
        return redirect(wizardPath(offer.slug, 'draft'));
      case 'edit':
      case 'refresh':
      case 'extend':
        return redirect(wizardPath(offer.slug, action));
      case 'copy':
        setBusy(true);
        try {
          const copy = await duplicateOffer(callApi, offer.slug);
          notify('offerActions.copied', { type: 'info' });
          redirect(wizardPath(copy.slug, 'duplicate'));
        } catch (error) {
          fail(error);
        } finally {
          setBusy(false);
        }
        return;
      case 'finish':
      case 'delete':
        return setConfirming(action);
    }
  }

  async function confirm() {
    if (!offer || !confirming) return;
    setBusy(true);
    try {
      if (confirming === 'finish') {
        await finishRecruitment(callApi, offer.slug);
        notify('offerActions.finished', { type: 'info' });
        redirect(`/offers/${encodeURIComponent(offer.slug)}/ended`);
      } else {
        await deleteOffer(callApi, offer.slug);
        notify('offerActions.deleted', { type: 'info' });
        redirect('/offers');
        refresh();
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const menuId = `offer-actions-${offer.id}`;
  const confirmDialog = (
    <Confirm
      isOpen={confirming !== null}
      loading={busy}
      title={`offerActions.${confirming ?? 'finish'}Title`}
      titleTranslateOptions={{ title: offer.title }}
      content={`offerActions.${confirming ?? 'finish'}Content`}
      onConfirm={() => void confirm()}
      onClose={() => setConfirming(null)}
    />
  );
  if (variant === 'buttons')
    return (
      <>
        {actionsByStatus[offer.status].map((action) => (
          <Button
            key={action}
            size="small"
            startIcon={icons[action]}
            onClick={() => void run(action)}
            disabled={busy}
            color={action === 'delete' || action === 'finish' ? 'error' : 'primary'}
          >
            {translate(`offerActions.${action}`)}
          </Button>
        ))}
        {confirmDialog}
      </>
    );
  return (
    <>
      <IconButton
        aria-label={translate('offerActions.menu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        disabled={busy}
        size="small"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
      >
        {actionsByStatus[offer.status].map((action) => (
          <MenuItem key={action} onClick={() => void run(action)}>
            <ListItemIcon>{icons[action]}</ListItemIcon>
            <ListItemText>{translate(`offerActions.${action}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {confirmDialog}
    </>
  );
};
