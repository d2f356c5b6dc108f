import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Confirm, Title, useNotify, useTranslate } from 'react-admin';
import { callApi, isApiFailure, problemCode, type CallApi } from '../api';
import { AdminOnly } from '../admin/AdminOnly';
import { LoadingRows } from '../admin/LoadingRows';
import { LoadFailed } from '../layout/LoadFailed';
import { ProjectionCard } from './ProjectionCard';
import { cancelRebuild, fetchProjections, rebuildOutcome, startRebuild } from './projectionsApi';
import type { ProjectionStatus, RebuildOutcome } from './types';

export const projectionsPath = '/admin/projections';

/** How often the page asks while a rebuild runs (a moving progress bar), and while all is quiet. */
export const pollWhileRebuildingMs = 1000;
export const pollQuietMs = 5000;

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: unknown }
  | { readonly kind: 'done'; readonly projections: readonly ProjectionStatus[] };

/**
 * The projections' status, asked for again and again (every second while a rebuild runs), with what
 * became of each rebuild the page saw end.
 */
function useProjections(api: CallApi, busyMs: number, quietMs: number) {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [outcomes, setOutcomes] = useState<Readonly<Record<string, RebuildOutcome>>>({});
  const [round, setRound] = useState(0);
  const last = useRef<readonly ProjectionStatus[] | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      let busy = false;
      try {
        const projections = await fetchProjections(api);
        if (stopped) return;
        const before = last.current;
        if (before) {
          const ended = projections.flatMap((now) => {
            const then = before.find((each) => each.name === now.name);
            const outcome = then ? rebuildOutcome(then, now) : null;
            return outcome ? [[now.name, outcome] as const] : [];
          });
          if (ended.length > 0) setOutcomes((shown) => ({ ...shown, ...Object.fromEntries(ended) }));
        }
        last.current = projections;
        busy = projections.some((projection) => projection.rebuild !== null);
        setLoaded({ kind: 'done', projections });
      } catch (error) {
        if (stopped) return;
        // A failed refresh keeps what is shown; only a first load that fails shows the error.
        if (!last.current) {
          setLoaded({ kind: 'failed', error });
          return;
        }
      }
      timer = setTimeout(() => void ask(), busy ? busyMs : quietMs);
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, busyMs, quietMs, round]);
  const refresh = () => setRound((n) => n + 1);
  const forget = (name: string) =>
    setOutcomes((shown) => Object.fromEntries(Object.entries(shown).filter(([key]) => key !== name)));
  return { loaded, outcomes, refresh, forget };
}

interface ProjectionsProps {
  readonly api: CallApi;
  readonly busyMs: number;
  readonly quietMs: number;
}

const Projections = ({ api, busyMs, quietMs }: ProjectionsProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { loaded, outcomes, refresh, forget } = useProjections(api, busyMs, quietMs);
  const [asked, setAsked] = useState<ProjectionStatus | null>(null);
  const [starting, setStarting] = useState(false);

  const rebuild = async () => {
    if (!asked) return;
    const { name } = asked;
    setStarting(true);
    try {
      await startRebuild(api, name);
      forget(name);
      notify('projections.rebuild.started', { type: 'info', messageArgs: { name } });
    } catch (error) {
      const running = isApiFailure(error) && problemCode(error.body) === 'projection.rebuild_running';
      notify(running ? 'projections.rebuild.running' : 'projections.rebuild.failed', {
        type: running ? 'warning' : 'error',
        messageArgs: { name },
      });
    } finally {
      setStarting(false);
      setAsked(null);
      refresh();
    }
  };

  const cancel = async ({ name }: ProjectionStatus) => {
    try {
      await cancelRebuild(api, name);
      notify('projections.rebuild.stopped', { type: 'info', messageArgs: { name } });
    } catch {
      notify('projections.rebuild.stopFailed', { type: 'error', messageArgs: { name } });
    } finally {
      refresh();
    }
  };

  let body: React.ReactNode;
  if (loaded.kind === 'loading') body = <LoadingRows height={140} />;
  else if (loaded.kind === 'failed')
    body = <LoadFailed error={new Error('projections.loadFailed')} retry={refresh} />;
  else if (loaded.projections.length === 0)
    body = (
      <Typography role="status" color="text.secondary">
        {translate('projections.empty')}
      </Typography>
    );
  else
    body = (
      <Stack spacing={1.5}>
        {loaded.projections.map((projection) => (
          <ProjectionCard
            key={projection.name}
            projection={projection}
            outcome={outcomes[projection.name] ?? null}
            onRebuild={setAsked}
            onCancel={(projection) => void cancel(projection)}
          />
        ))}
      </Stack>
    );

  return (
    <>
      {body}
      <Confirm
        isOpen={asked !== null}
        loading={starting}
        title="projections.rebuild.confirmTitle"
        content="projections.rebuild.confirmContent"
        translateOptions={{ name: asked?.name ?? '', version: asked?.active?.version ?? '—' }}
        confirm="projections.rebuild.confirm"
        cancel="projections.rebuild.cancel"
        onConfirm={() => void rebuild()}
        onClose={() => setAsked(null)}
      />
    </>
  );
};

/**
 * Read-model operations for platform admins (issue 17): each projection's serving version, position and
 * lag, a blue/green rebuild with its progress, rate and ETA, and the switch-over when it is done. The
 * same status the `npm run projections -- status` CLI prints.
 */
export const ProjectionsPage = ({
  api = callApi,
  busyMs = pollWhileRebuildingMs,
  quietMs = pollQuietMs,
}: Partial<ProjectionsProps>) => {
  const translate = useTranslate();
  return (
    <AdminOnly>
      <Box sx={{ mt: 2, mb: 4, maxWidth: 1200 }}>
        <Title title="projections.title" />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('projections.intro')}
        </Typography>
        <Projections api={api} busyMs={busyMs} quietMs={quietMs} />
      </Box>
    </AdminOnly>
  );
};
