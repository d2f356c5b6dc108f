import type { RequestHandler } from 'express';
import onFinished from 'on-finished';
import { sendProblem } from './problem';

export interface LoadSheddingOptions {
  /** Requests served at once; the rest wait their turn. */
  readonly concurrency: number;
  /** How long a request may wait for its turn before it is refused. */
  readonly maxWaitMs: number;
  /** Called with each refusal (metrics). */
  readonly onShed?: () => void;
}

/**
 * Past capacity, say so at once: at most `concurrency` requests run, the next ones wait at most
 * `maxWaitMs` for a turn and are then answered 503 + `Retry-After` — instead of queueing in the pool
 * until every answer comes too late (measured: 15 s at twice the capacity).
 */
export function shedLoad({ concurrency, maxWaitMs, onShed }: LoadSheddingOptions): RequestHandler {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  const release = () => {
    running--;
    const turn = waiting.shift();
    if (turn) {
      clearTimeout(turn.timer);
      turn.start();
    }
  };

  return (_req, res, next) => {
    // A client gone already (while an earlier middleware awaited): nothing to answer, no turn to take.
    if (onFinished.isFinished(res)) return;
    // on-finished, not the response's 'close': a client that left while an earlier middleware awaited
    // (its 'close' already emitted) would otherwise hold its turn for ever — every turn was gone after
    // a load generator's end, and the board answered nothing but 503 from then on.
    const start = () => {
      running++;
      onFinished(res, release);
      next();
    };
    if (running < concurrency) return start();
    const turn = {
      start,
      timer: setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        onShed?.();
        res.setHeader('Retry-After', '1');
        sendProblem(res, {
          status: 503,
          code: 'overloaded',
          title: 'The board is busy right now; try again in a second.',
        });
      }, maxWaitMs),
    };
    waiting.push(turn);
    // A client that gives up while waiting (or had before this ran) leaves the queue.
    onFinished(res, () => {
      const at = waiting.indexOf(turn);
      if (at >= 0) {
        clearTimeout(turn.timer);
        waiting.splice(at, 1);
      }
    });
  };
}
