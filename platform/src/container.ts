import { Container } from 'inversify';
import type { Config } from './config/config';
import { createEventStore } from './event-store/create';
import type { EventStore } from './event-store/port';
import type { Logger } from './observability/logger';
import { createMetrics, type Metrics } from './observability/metrics';
import { createPool, type Pool } from './postgres/pool';
import { TOKENS } from './tokens';

/**
 * The bindings every process shares (config, logger, metrics, clock, pool, event store). Each
 * composition root calls this and adds its own; nothing outside composition roots touches the container.
 */
export function platformContainer(options: {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  now?: () => Date;
}): Container {
  const container = new Container();
  container.bind<Config>(TOKENS.Config).toConstantValue(options.config);
  container.bind<Logger>(TOKENS.Logger).toConstantValue(options.logger);
  container.bind<Metrics>(TOKENS.Metrics).toConstantValue(createMetrics());
  container.bind<() => Date>(TOKENS.Clock).toConstantValue(options.now ?? (() => new Date()));
  container.bind<string>(TOKENS.DatabaseUrl).toConstantValue(options.databaseUrl);
  container
    .bind<Pool>(TOKENS.Pool)
    .toDynamicValue((context) =>
      createPool(
        context.get<string>(TOKENS.DatabaseUrl),
        context.get<Config>(TOKENS.Config).DATABASE_POOL_SIZE,
      ),
    )
    .inSingletonScope();
  container
    .bind<EventStore>(TOKENS.EventStore)
    .toDynamicValue((context) =>
      createEventStore(
        context.get<Config>(TOKENS.Config),
        context.get<Pool>(TOKENS.Pool),
        context.get<string>(TOKENS.DatabaseUrl),
      ),
    )
    .inSingletonScope();
  return container;
}
