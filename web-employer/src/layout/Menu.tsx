import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import BusinessIcon from '@mui/icons-material/Business';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import StorageIcon from '@mui/icons-material/Storage';
import ViewStreamIcon from '@mui/icons-material/ViewStream';
import FlagIcon from '@mui/icons-material/Flag';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Menu as RaMenu } from 'react-admin';
import { activityPath } from '../admin-activity/AdminActivityPage';
import { streamsPath } from '../streams/StreamsPage';
import { importPath } from '../admin/OfferImportPage';
import { adminCodesPath } from '../codes/AdminCodesPage';
import { tenantsPath } from '../tenants/TenantsPage';
import { auditSearchPath } from '../offer-audit/OfferAuditSearchPage';
import { projectionsPath } from '../projections/ProjectionsPage';
import { usePlatformAdmin } from '../admin/usePlatformAdmin';

/**
 * The resources (hidden when the role may not list them), then the company's and the user's own pages;
 * platform admins also get the offer audit and the read models.
 */
export const Menu = () => {
  const { isAdmin } = usePlatformAdmin();
  return (
    <RaMenu>
      <RaMenu.ResourceItem name="offers" />
      <RaMenu.ResourceItem name="applications" />
      <RaMenu.ResourceItem name="users" />
      <RaMenu.ResourceItem name="codes" />
      <RaMenu.ResourceItem name="orders" />
      <RaMenu.ResourceItem name="invoices" />
      <RaMenu.Item to="/company" primaryText="menu.company" leftIcon={<BusinessIcon />} />
      <RaMenu.Item to="/brand-story" primaryText="menu.brandStory" leftIcon={<AutoStoriesIcon />} />
      <RaMenu.Item to="/profile" primaryText="menu.profile" leftIcon={<AccountCircleIcon />} />
      {isAdmin && (
        <RaMenu.Item to={auditSearchPath} primaryText="audit.menu" leftIcon={<ManageSearchIcon />} />
      )}
      {isAdmin && (
        <RaMenu.Item to={projectionsPath} primaryText="projections.menu" leftIcon={<StorageIcon />} />
      )}
      {isAdmin && <RaMenu.Item to={streamsPath} primaryText="streams.menu" leftIcon={<ViewStreamIcon />} />}
      {isAdmin && <RaMenu.Item to={activityPath} primaryText="activity.menu" leftIcon={<HistoryEduIcon />} />}
      {isAdmin && (
        <RaMenu.Item to={importPath} primaryText="adminImport.menu" leftIcon={<UploadFileIcon />} />
      )}
      {isAdmin && (
        <RaMenu.Item
          to={adminCodesPath}
          primaryText="adminCodes.menu"
          leftIcon={<ConfirmationNumberIcon />}
        />
      )}
      {isAdmin && <RaMenu.Item to={tenantsPath} primaryText="tenants.menu" leftIcon={<FlagIcon />} />}
    </RaMenu>
  );
};
