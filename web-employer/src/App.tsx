import { Admin, Resource } from 'react-admin';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import offers from './offers';

export const App = () => (
  <Admin
    title="app.title"
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    layout={Layout}
    disableTelemetry
  >
    <Resource name="offers" {...offers} />
  </Admin>
);
