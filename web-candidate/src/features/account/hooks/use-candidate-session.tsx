import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locale';
import { getProfile, type CandidateProfile } from '../api/account-api';

/**
 * `unknown` until the browser has asked (the server renders pages without the session, so the first
 * client render must match it), then who is signed in.
 */
export type CandidateSession =
  | { readonly status: 'unknown' }
  | { readonly status: 'anonymous' }
  | { readonly status: 'failed' }
  | { readonly status: 'signed-in'; readonly profile: CandidateProfile };

interface CandidateSessionValue {
  readonly session: CandidateSession;
  readonly reload: () => Promise<void>;
  readonly showProfile: (profile: CandidateProfile) => void;
  readonly signedOut: () => void;
}

const SessionContext = createContext<CandidateSessionValue | null>(null);

const sessionOf = (profile: CandidateProfile | null): CandidateSession =>
  profile ? { status: 'signed-in', profile } : { status: 'anonymous' };

/** One session per page: the header's entry and the profile page see the same sign-in at once. */
export function CandidateSessionProvider(props: {
  readonly locale: Locale;
  /** Off on brands without candidate accounts: nobody is asked for, everybody is anonymous. */
  readonly enabled: boolean;
  readonly children: ReactNode;
}) {
  const { locale, enabled, children } = props;
  const [session, setSession] = useState<CandidateSession>({ status: enabled ? 'unknown' : 'anonymous' });

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    getProfile(locale).then(
      (profile) => current && setSession(sessionOf(profile)),
      () => current && setSession({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [locale, enabled]);

  const reload = useCallback(async () => {
    setSession({ status: 'unknown' });
    try {
      setSession(sessionOf(await getProfile(locale)));
    } catch {
      setSession({ status: 'failed' });
    }
  }, [locale]);
  const showProfile = useCallback((profile: CandidateProfile) => setSession(sessionOf(profile)), []);
  const signedOut = useCallback(() => setSession({ status: 'anonymous' }), []);

  const value = useMemo(
    () => ({ session, reload, showProfile, signedOut }),
    [session, reload, showProfile, signedOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useCandidateSession(): CandidateSessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useCandidateSession needs a CandidateSessionProvider above it');
  return value;
}
