import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

/**
 * The reports' thread on SQLite: its own read-only better-sqlite3 connection to the WAL database,
 * so a report's queries never hold the main thread (better-sqlite3 runs each query synchronously:
 * a long one stalls every request, cached pages included). It runs a batch of statements in one
 * read transaction, which WAL gives one snapshot: the roll-ups and the fold mark agree. Plain
 * JavaScript evaluated as the worker's source, so it works the same from the bundled server.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
function prepare(text) {
  let statement = statements.get(text);
  if (!statement) {
    if (statements.size >= 200) statements.clear();
    statement = db.prepare(text);
    statements.set(text, statement);
  }
  return statement;
}
parentPort.on('message', ({ id, queries }) => {
  try {
    db.exec('begin');
    let results;
    try {
      results = queries.map(({ sql, parameters }) => prepare(sql).all(parameters));
    } finally {
      db.exec('commit');
    }
    parentPort.postMessage({ id, results });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

interface Pending {
  resolve: (results: unknown[][]) => void;
  reject: (error: Error) => void;
}

/** One worker per database file, started on first use and again after a crash. */
export class ReportWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private closed = false;

  constructor(private readonly file: string) {}

  /** The rows of each statement, all read in one snapshot. */
  run(queries: readonly CompiledQuery[]): Promise<unknown[][]> {
    if (this.closed) return Promise.reject(new Error('the report worker is closed'));
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({
        id,
        queries: queries.map((query) => ({ sql: query.sql, parameters: query.parameters })),
      });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.fail(new Error('the report worker is closed'));
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver: createRequire(import.meta.url).resolve('better-sqlite3'), file: this.file },
    });
    // A report under way keeps its promise; an idle worker does not keep the process alive.
    worker.unref();
    worker.on('message', (message: { id: number; results?: unknown[][]; error?: string }) => {
      const entry = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!entry) return;
      if (message.error !== undefined) entry.reject(new Error(message.error));
      else entry.resolve(message.results ?? []);
    });
    const gone = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      this.fail(error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the report worker stopped (${code})`)));
    this.worker = worker;
    return worker;
  }

  private fail(error: Error): void {
    for (const entry of this.pending.values()) entry.reject(error);
    this.pending.clear();
  }
}
