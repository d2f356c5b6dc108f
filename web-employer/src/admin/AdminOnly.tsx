import type { ReactNode } from 'react';
import { Loading, NotFound } from 'react-admin';
import { usePlatformAdmin } from './usePlatformAdmin';

/** An admin page: anyone else gets the console's not-found page, as the API answers them 404. */
export const AdminOnly = ({ children }: { children: ReactNode }) => {
  const { isPending, isAdmin } = usePlatformAdmin();
  if (isPending) return <Loading />;
  return isAdmin ? <>{children}</> : <NotFound />;
};
