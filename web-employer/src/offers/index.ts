import WorkIcon from '@mui/icons-material/Work';
import { OfferCreate } from './OfferCreate';
import { OfferList } from './OfferList';
import { OfferShow } from './OfferShow';

export default {
  list: OfferList,
  create: OfferCreate,
  show: OfferShow,
  icon: WorkIcon,
  recordRepresentation: 'title',
};
