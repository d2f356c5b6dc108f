import type { Container } from 'inversify';
import type { EventStore } from '@tablica/platform/event-store/port';
import { sharedReads } from '@tablica/platform/event-store/shared-reads';
import type { Logger } from '@tablica/platform/observability/logger';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { Pool } from '@tablica/platform/postgres/pool';
import type { Projection } from '@tablica/platform/projections/projection';
import { ProjectionRunner, type RunnerOptions } from '@tablica/platform/projections/runner';
import { TOKENS } from '@tablica/platform/tokens';
import { projections } from './catalogue';

/**
 * Binds one runner per projection of the catalogue, or of `list` (composition roots only);
 * `onCommitted(name)` hears of every batch a projection's active version applied; `options` are the
 * runners' settings from the configuration.
 */
export function bindProjectionRunners(
  container: Container,
  list: readonly Projection[] = projections,
  onCommitted?: (projection: string) => void,
  options: Pick<RunnerOptions, 'buildShare'> = {},
): void {
  container
    .bind<ProjectionRunner[]>(TOKENS.ProjectionRunners)
    .toDynamicValue((context) => {
      const store = context.get<EventStore>(TOKENS.EventStore);
      // The active versions read each page of the store once between them (a first start catches every
      // read model up at once).
      const shared = sharedReads(store);
      return list.map(
        (projection) =>
          new ProjectionRunner(
            context.get<Pool>(TOKENS.Pool),
            context.get<string>(TOKENS.DatabaseUrl),
            store,
            projection,
            {
              // A batch's folding is one unbroken piece of the event loop the APIs beside the runner
              // share: 100 events keep it short, and rebuild as fast as 500 did (bench: rebuild).
              batchSize: 100,
              ...options,
              activeReads: shared.forReader(projection.name),
              logger: context.get<Logger>(TOKENS.Logger),
              metrics: context.get<Metrics>(TOKENS.Metrics),
              ...(onCommitted ? { onCommitted: () => onCommitted(projection.name) } : {}),
            },
          ),
      );
    })
    .inSingletonScope();
}
