import type { Kysely } from 'kysely';
import type { AnalyticsEventsTable, ConsentLogTable, DB } from '#platform/db/schema';
import { BulkInsert } from './bulk-insert';
import { Dimension, RollupDelta } from './rollup-delta';
import { addRollups } from './rollups.queries';

const EVENT_COLUMNS = [
  'id',
  'website_id',
  'kind',
  'created_at',
  'day',
  'visitor_id',
  'new_visit',
  'path',
  'referrer',
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'variation',
  'device',
  'screen',
  'form_id',
  'button_text',
  'button_url',
  'message',
  'data',
  'language',
] as const satisfies readonly (keyof AnalyticsEventsTable)[];

const CONSENT_COLUMNS = [
  'id',
  'website_id',
  'created_at',
  'banner_version',
  'revision',
  'choice',
  'method',
] as const satisfies readonly (keyof ConsentLogTable)[];

/** What one request stores. */
export interface ReportRows {
  events?: AnalyticsEventsTable[];
  consents?: ConsentLogTable[];
}

interface Waiting {
  rows: ReportRows;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface WriterOptions {
  /**
   * How long the first report of a batch may wait for company; 0 (the default) writes at the end
   * of the event-loop turn, with every report that turn read.
   */
  maxDelayMs?: number;
  /** A batch this large is written at once. */
  maxRows?: number;
}

function consentCounts(consents: ConsentLogTable[]): RollupDelta {
  const delta = new RollupDelta();
  for (const row of consents)
    delta.count(row.website_id, Dimension.consent, row.created_at.slice(0, 10), row.choice, 1);
  return delta;
}

const countOf = (rows: ReportRows) => (rows.events?.length ?? 0) + (rows.consents?.length ?? 0);

/**
 * Group commit for reports: each request's rows wait in memory for at most `maxDelayMs` (or until
 * `maxRows` are waiting), then every waiting row is written in one transaction and each request is
 * answered once that transaction committed. While a batch is being written the next one gathers,
 * so under load batches grow by themselves. An accepted report is therefore stored, and a burst of
 * beacons costs one commit instead of one per beacon. Should a batch fail, each request's rows are
 * retried on their own, so one bad request cannot take the others down with it.
 */
export class ReportWriter {
  private queue: Waiting[] = [];
  private queuedRows = 0;
  private timer: ReturnType<typeof setTimeout> | ReturnType<typeof setImmediate> | undefined;
  private writing: Promise<void> | null = null;
  private closed = false;
  private readonly maxDelayMs: number;
  private readonly maxRows: number;
  private readonly events: BulkInsert<'analytics_events'>;
  private readonly consents: BulkInsert<'consent_log'>;

  constructor(
    private readonly db: Kysely<DB>,
    options: WriterOptions = {},
  ) {
    this.events = new BulkInsert(db, 'analytics_events', EVENT_COLUMNS);
    this.consents = new BulkInsert(db, 'consent_log', CONSENT_COLUMNS);
    this.maxDelayMs = options.maxDelayMs ?? 0;
    this.maxRows = options.maxRows ?? 1_000;
  }

  /** Resolves once the rows are committed; rejects when they could not be stored. */
  write(rows: ReportRows): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      this.queuedRows += countOf(rows);
      this.schedule();
    });
  }

  /** Writes what waits and waits for it; later writes are committed without delay. */
  async close(): Promise<void> {
    this.closed = true;
    this.cancelTimer();
    while (this.writing || this.queue.length > 0) {
      if (this.writing) await this.writing;
      else this.startBatch();
    }
  }

  private schedule(): void {
    if (this.writing) return; // the batch in progress starts the next one when done
    if (this.closed || this.queuedRows >= this.maxRows) {
      this.cancelTimer();
      this.startBatch();
    } else
      this.timer ??=
        this.maxDelayMs > 0
          ? setTimeout(() => this.startBatch(), this.maxDelayMs)
          : setImmediate(() => this.startBatch());
  }

  private cancelTimer(): void {
    clearTimeout(this.timer as ReturnType<typeof setTimeout>);
    clearImmediate(this.timer as ReturnType<typeof setImmediate>);
    this.timer = undefined;
  }

  private startBatch(): void {
    this.timer = undefined;
    if (this.writing || this.queue.length === 0) return;
    const batch = this.queue;
    this.queue = [];
    this.queuedRows = 0;
    this.writing = this.writeBatch(batch).finally(() => {
      this.writing = null;
      if (this.queue.length > 0) this.schedule();
    });
  }

  private async writeBatch(batch: Waiting[]): Promise<void> {
    try {
      await this.commit(batch.map((entry) => entry.rows));
      for (const entry of batch) entry.resolve();
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const entry of batch) {
        await this.commit([entry.rows]).then(entry.resolve, entry.reject);
      }
    }
  }

  private async commit(all: ReportRows[]): Promise<void> {
    const events = all.flatMap((rows) => rows.events ?? []);
    const consents = all.flatMap((rows) => rows.consents ?? []);
    await this.db.transaction().execute(async (trx) => {
      await this.events.insert(trx, events);
      await this.consents.insert(trx, consents);
      // Answers are counted as they are stored; events are folded in later (rollup-folder.ts).
      if (consents.length > 0) await addRollups(trx, consentCounts(consents).counts.values());
    });
  }
}
