import type { IncomingMessage, ServerResponse } from 'node:http';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Job } from '#platform/jobs/job';

/** The five classes a status falls in; label values are made once, never per request. */
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const classIndex = (status: number): number => Math.min(4, Math.max(0, Math.floor(status / 100) - 1));

/** Seconds; pages answered from the cache take well under a millisecond, renders tens of them. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of requests the framework found no route for (any path: one label, not one per path). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** The route labels of the paths answered before the framework (app.ts's server). */
export const CACHED_PAGE_ROUTE = '(cached page)';
export const HOT_MEDIA_ROUTE = '(hot media)';

/** What the metrics read of the page cache (render/html-cache.ts `figures()`), at each scrape. */
export interface PageCacheFiguresSource {
  figures(): {
    memory: { entries: number; bytes: number };
    disk: { bytes?: number; files?: number } | null;
    hits: number;
    diskHits: number;
    misses: number;
  };
}

interface RouteChildren {
  byClass: Counter.Internal[];
  latency: Histogram.Internal<'route'>;
}

/**
 * The process's Prometheus metrics (GET /metrics, api/ops). Made only when METRICS_TOKEN is set;
 * without it nothing is counted. Every labelled child a request touches is made once and kept, so
 * counting a request is an increment, including on the paths answered before the framework.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'status_class'>;
  private readonly latency: Histogram<'route'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly routes = new Map<string, RouteChildren>();
  private readonly loopDelay: IntervalHistogram;

  constructor(options: { pageCache: PageCacheFiguresSource; queuedMail: () => Promise<number> }) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'atelier_http_requests_total',
      help: 'Requests answered, by route pattern (never the raw path) and status class.',
      labelNames: ['route', 'status_class'],
      registers,
    });
    this.latency = new Histogram({
      name: 'atelier_http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern (framework routes only).',
      labelNames: ['route'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: 'atelier_job_runs_total',
      help: 'Background job runs in this process, by job name and outcome (ok or failed).',
      labelNames: ['job', 'outcome'],
      registers,
    });
    const { pageCache } = options;
    // The cache counts its own lookups; each scrape reads them (a counter set to the cache's count).
    const cacheCounter = (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    cacheCounter(
      'atelier_page_cache_hits_total',
      'Page cache lookups found in memory.',
      () => pageCache.figures().hits,
    );
    cacheCounter(
      'atelier_page_cache_disk_hits_total',
      'Page cache lookups read back from the disk tier.',
      () => pageCache.figures().diskHits,
    );
    cacheCounter(
      'atelier_page_cache_misses_total',
      'Page cache lookups that found nothing (the page was rendered).',
      () => pageCache.figures().misses,
    );
    new Gauge({
      name: 'atelier_page_cache_bytes',
      help: 'Bytes the page cache holds, by tier (memory, disk).',
      labelNames: ['tier'],
      registers,
      collect() {
        const figures = pageCache.figures();
        this.set({ tier: 'memory' }, figures.memory.bytes);
        if (figures.disk) this.set({ tier: 'disk' }, figures.disk.bytes ?? 0);
      },
    });
    new Gauge({
      name: 'atelier_page_cache_entries',
      help: 'Pages the page cache holds in memory.',
      registers,
      collect() {
        this.set(pageCache.figures().memory.entries);
      },
    });
    new Gauge({
      name: 'atelier_mail_queue_depth',
      help: 'Mails queued and not yet sent (every process: one database).',
      registers,
      async collect() {
        this.set(await options.queuedMail());
      },
    });
    // Delay of the event loop, sampled every 10 ms, over the time since the last scrape.
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    this.loopDelay = loopDelay;
    new Gauge({
      name: 'atelier_event_loop_delay_seconds',
      help: 'Event loop delay since the previous scrape: p50, p99 and max (monitorEventLoopDelay).',
      labelNames: ['quantile'],
      registers,
      collect() {
        this.set({ quantile: '0.5' }, loopDelay.percentile(50) / 1e9);
        this.set({ quantile: '0.99' }, loopDelay.percentile(99) / 1e9);
        this.set({ quantile: '1' }, loopDelay.max / 1e9);
        loopDelay.reset();
      },
    });
    new Gauge({
      name: 'atelier_process_resident_memory_bytes',
      help: 'Resident memory of this process.',
      registers,
      collect() {
        this.set(process.memoryUsage.rss());
      },
    });
  }

  /** The route's labelled children, made on its first request; the route table is fixed, so this stays small. */
  private route(route: string): RouteChildren {
    let children = this.routes.get(route);
    if (!children) {
      children = {
        byClass: STATUS_CLASSES.map((status_class) => this.requests.labels({ route, status_class })),
        latency: this.latency.labels({ route }),
      };
      this.routes.set(route, children);
    }
    return children;
  }

  /** A framework request answered: its route pattern (null when no route matched), status and time. */
  countRequest(route: string | undefined, status: number, seconds: number): void {
    const children = this.route(route ?? UNMATCHED_ROUTE);
    children.byClass[classIndex(status)]!.inc();
    children.latency.observe(seconds);
  }

  /**
   * Counters for the paths answered before the framework, bound once: a cached page is counted
   * when its answer is written (it is written at once), a hot media file or hot route when its
   * answer finishes (one shared listener, its route looked up by the exact path hot routes match).
   */
  fastPaths(): {
    cachedPage: (response: ServerResponse) => void;
    /** A 'close' listener of the response (called with the response as `this`). */
    finished: (this: ServerResponse) => void;
  } {
    const cached = this.route(CACHED_PAGE_ROUTE).byClass;
    const media = this.route(HOT_MEDIA_ROUTE).byClass;
    const hot = new Map<string, Counter.Internal[]>();
    const hotRoute = (request: IncomingMessage): Counter.Internal[] => {
      // Hot routes answer exact POST paths only (platform/http/hot-routes), so these are few.
      if (request.method !== 'POST') return media;
      const path = request.url ?? '';
      let children = hot.get(path);
      if (!children) {
        children = this.route(`POST ${path}`).byClass;
        hot.set(path, children);
      }
      return children;
    };
    return {
      cachedPage: (response) => cached[classIndex(response.statusCode)]!.inc(),
      finished(this: ServerResponse) {
        hotRoute(this.req)[classIndex(this.statusCode)]!.inc();
      },
    };
  }

  /** The same job, its runs counted by outcome. */
  counted(job: Job): Job {
    const ok = this.jobRuns.labels({ job: job.name, outcome: 'ok' });
    const failed = this.jobRuns.labels({ job: job.name, outcome: 'failed' });
    return {
      ...job,
      run: async (context) => {
        try {
          const result = await job.run(context);
          ok.inc();
          return result;
        } catch (error) {
          failed.inc();
          throw error;
        }
      },
    };
  }

  /** The text a scrape reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  close(): void {
    this.loopDelay.disable();
  }
}
