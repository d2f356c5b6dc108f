import ReceiptIcon from '@mui/icons-material/Receipt';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { InvoiceList } from './InvoiceList';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';

export const orders = {
  list: OrderList,
  show: OrderShow,
  icon: ShoppingCartIcon,
  recordRepresentation: 'offerSlug',
};

export const invoices = {
  list: InvoiceList,
  icon: ReceiptIcon,
  recordRepresentation: 'number',
};
