import WorkIcon from '@mui/icons-material/Work';
import { OfferWizardCreate } from './wizard/OfferWizard';
import { OfferList } from './OfferList';
import { OfferShow } from './OfferShow';

export default {
  list: OfferList,
  create: OfferWizardCreate,
  show: OfferShow,
  icon: WorkIcon,
  recordRepresentation: 'title',
};
