import { TRACE_FLUSH_INTERVAL_MS } from '@atelier/domain';
import { beacon, post } from './send';

export const TRACE_URL = '/api/events/Trace';
/** The form field holding the JSON array of entries. */
export const TRACE_FIELD = 'data';

export interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

export interface Trace {
  /** Queues an entry; it goes with the next flush. */
  trace(type: string, data: unknown): void;
  /** Sends the queue now; `leaving` uses a beacon because the page is going away. */
  flush(leaving?: boolean): void;
  stop(): void;
}

/** The page's trace queue (spec 000 §7): flushed every 30 s and when the page is hidden or left. */
export function createTrace(win: Window = window): Trace {
  let queue: TraceEntry[] = [];
  const flush = (leaving = false) => {
    if (queue.length === 0) return;
    const body = new URLSearchParams({ [TRACE_FIELD]: JSON.stringify(queue) });
    queue = [];
    if (leaving) beacon(TRACE_URL, body, win);
    else void post(TRACE_URL, body);
  };
  const interval = setInterval(flush, TRACE_FLUSH_INTERVAL_MS);
  return {
    trace: (type, data) => {
      queue.push({ pageUrl: win.location.href, type, data });
    },
    flush,
    stop: () => {
      clearInterval(interval);
      queue = [];
    },
  };
}
