import PaymentIcon from '@mui/icons-material/Payment';
import { Button } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import type { OfferRow } from '../offers/types';

/** On an unpublished offer: choose its plan and pay; on a published one: pay for an extension. */
export const PayOfferButton = () => {
  const offer = useRecordContext<OfferRow>();
  const translate = useTranslate();
  if (!offer || !['draft', 'summary', 'published'].includes(offer.status)) return null;
  const extend = offer.status === 'published';
  return (
    <Button
      component={Link}
      to={`/offers/${offer.id}/pay${extend ? '?extend=1' : ''}`}
      size="small"
      variant={extend ? 'text' : 'contained'}
      startIcon={<PaymentIcon />}
    >
      {translate(extend ? 'payments.actions.extend' : 'payments.actions.pay')}
    </Button>
  );
};
