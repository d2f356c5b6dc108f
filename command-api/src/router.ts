import type { Router } from 'express';
import type { EventStore } from '@tablica/platform/event-store/port';
import type { Metrics } from '@tablica/platform/observability/metrics';
import type { OpenApiPaths } from '@tablica/platform/http/openapi';
import { offerCommandPaths, offerRoutes } from './offers/routes';

export interface CommandApiDeps {
  readonly store: EventStore;
  readonly now: () => Date;
  readonly metrics: Metrics;
  readonly awaitReadModels: (checkpoint: string) => Promise<unknown>;
}

/** Every command route, mounted under /api by whichever process serves them. */
export function commandApi(deps: CommandApiDeps): Router[] {
  return [offerRoutes(deps)];
}

export const commandApiPaths: readonly OpenApiPaths[] = [offerCommandPaths];
