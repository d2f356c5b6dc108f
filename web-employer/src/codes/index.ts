import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import { CodeList } from './CodeList';

export default {
  list: CodeList,
  icon: ConfirmationNumberIcon,
  recordRepresentation: 'code',
};
