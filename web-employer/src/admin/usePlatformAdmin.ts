import { useGetIdentity } from 'react-admin';
import type { EmployerIdentity } from '../authProvider';

/** Whether the signed-in user is a platform admin of this brand (the server checks every call anyway). */
export function usePlatformAdmin(): { readonly isPending: boolean; readonly isAdmin: boolean } {
  const { data, isPending } = useGetIdentity();
  const identity = data as EmployerIdentity | undefined;
  return { isPending, isAdmin: identity?.profile?.isPlatformAdmin === true };
}
