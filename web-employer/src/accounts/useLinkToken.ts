import { useLocation } from 'react-admin';

/** The `token` of a link from an e-mail (`/employer/#/confirm?token=…`: the query of the hash route). */
export function useLinkToken(): string | null {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  return token && token.trim() !== '' ? token : null;
}
