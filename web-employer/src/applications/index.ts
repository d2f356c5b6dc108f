import InboxIcon from '@mui/icons-material/Inbox';
import { ApplicationList } from './ApplicationList';
import { ApplicationShow } from './ApplicationShow';

export default {
  list: ApplicationList,
  show: ApplicationShow,
  icon: InboxIcon,
  recordRepresentation: 'name',
};
