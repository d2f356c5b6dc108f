import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One Prometheus registry per process, served at /metrics. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'tablica_' });
  return {
    registry,
    httpRequests: new Histogram({
      name: 'tablica_http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    eventsAppended: new Counter({
      name: 'tablica_events_appended_total',
      help: 'Events appended to the event store',
      labelNames: ['type'] as const,
      registers: [registry],
    }),
    projectionLag: new Gauge({
      name: 'tablica_projection_lag_events',
      help: 'Events recorded after the projection checkpoint',
      labelNames: ['projection'] as const,
      registers: [registry],
    }),
    searchCacheLookups: new Counter({
      name: 'tablica_search_cache_lookups_total',
      help: "Candidate search questions by the answers cache's outcome: fresh, stale (served while refreshed) or miss",
      labelNames: ['method', 'outcome'] as const,
      registers: [registry],
    }),
    projectionApplied: new Counter({
      name: 'tablica_projection_events_applied_total',
      help: 'Events handled by each projection',
      labelNames: ['projection'] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
