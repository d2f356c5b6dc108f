import type { AuthProvider } from 'react-admin';

/** For component tests: a signed-in user who is, or is not, a platform admin of the brand. */
export const signedInAs = (isPlatformAdmin: boolean): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'owner',
  getIdentity: async () => ({ id: 'admin', fullName: 'Ola Admin', profile: { isPlatformAdmin } }),
});
