import { Admin, CustomRoutes, reactRouterProvider, Resource, useTranslate } from 'react-admin';
import { AcceptInvitationPage } from './accounts/AcceptInvitationPage';
import { AdminActivityPage } from './admin-activity/AdminActivityPage';
import { OfferImportPage } from './admin/OfferImportPage';
import applications from './applications';
import codes from './codes';
import { AdminCodesPage } from './codes/AdminCodesPage';
import { ConfirmPage } from './accounts/ConfirmPage';
import { ForgotPasswordPage } from './accounts/ForgotPasswordPage';
import { LoginPage } from './accounts/LoginPage';
import { ResetPasswordPage } from './accounts/ResetPasswordPage';
import { SignUpPage } from './accounts/SignUpPage';
import { authProvider } from './authProvider';
import { BrandStoryPage } from './brand-story/BrandStoryPage';
import { CompanyPage } from './company/CompanyPage';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { OfferAuditPage } from './offer-audit/OfferAuditPage';
import { OfferAuditSearchPage } from './offer-audit/OfferAuditSearchPage';
import offers from './offers';
import { OfferEndedPage } from './offers/OfferEndedPage';
import { OfferWizardPage } from './offers/wizard/OfferWizard';
import { ProjectionsPage } from './projections/ProjectionsPage';
import { invoices, orders } from './payments';
import { PaymentPage } from './payments/PaymentPage';
import { PaymentReturnPage } from './payments/PaymentReturnPage';
import { ProfilePage } from './profile/ProfilePage';
import { StreamPage } from './streams/StreamPage';
import { StreamsPage } from './streams/StreamsPage';
import { TenantsPage } from './tenants/TenantsPage';
import users from './users';
import { consoleTheme } from './layout/theme';

/** The console's name, translated: react-admin shows the default title as it is given (the not-found page). */
const AppTitle = () => <>{useTranslate()('app.title')}</>;

// The router react-admin itself runs on (a hash router: mails link to /employer/#/confirm?token=…).
const { Route } = reactRouterProvider;

export const App = () => (
  <Admin
    title={<AppTitle />}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    theme={consoleTheme}
    dashboard={Dashboard}
    loginPage={LoginPage}
    requireAuth
    disableTelemetry
  >
    {/* Reached signed out: sign-up and the links in account mails. */}
    <CustomRoutes noLayout>
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/confirm" element={<ConfirmPage />} />
      <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/company" element={<CompanyPage />} />
      <Route path="/brand-story" element={<BrandStoryPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/offers/:id/pay" element={<PaymentPage />} />
      <Route path="/offers/:slug/wizard/:mode" element={<OfferWizardPage />} />
      <Route path="/offers/:slug/ended" element={<OfferEndedPage />} />
      <Route path="/payment-return" element={<PaymentReturnPage />} />
      {/* Platform admins only: anyone else gets the not-found page (and 404 from the API). */}
      <Route path="/admin/offers" element={<OfferAuditSearchPage />} />
      <Route path="/admin/offers/:id" element={<OfferAuditPage />} />
      <Route path="/admin/projections" element={<ProjectionsPage />} />
      <Route path="/admin/streams" element={<StreamsPage />} />
      <Route path="/admin/streams/:streamId" element={<StreamPage />} />
      <Route path="/admin/activity" element={<AdminActivityPage />} />
      <Route path="/admin/import" element={<OfferImportPage />} />
      <Route path="/admin/codes" element={<AdminCodesPage />} />
      <Route path="/admin/tenants" element={<TenantsPage />} />
    </CustomRoutes>
    <Resource name="offers" {...offers} />
    <Resource name="applications" {...applications} />
    <Resource name="users" {...users} />
    <Resource name="codes" {...codes} />
    <Resource name="orders" {...orders} />
    <Resource name="invoices" {...invoices} />
  </Admin>
);
