import { newId } from '@atelier/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '#platform/db/schema';
import { claimMail, dueMailIds, insertMail, mailById, markFailed, markSent } from './mail.queries';
import type { MailTransport } from './mail-transport';

/** One email as a feature hands it over; it is sent after the caller's transaction commits. */
export interface OutgoingMail {
  /** The site it is about; null for the platform's own mail to an account. */
  websiteId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What it is about, e.g. 'form-notification', 'newsletter-confirmation'. */
  kind: string;
}

/** What features see of the mail queue (app.mail). */
export interface Mailer {
  /** Stores the mail in the caller's transaction; returns its id. */
  enqueue(db: Kysely<DB> | Transaction<DB>, mail: OutgoingMail): Promise<string>;
  /** Wakes the sender; call after the transaction that enqueued has committed. */
  kick(): void;
}

export interface MailQueueOptions {
  /** null: no mail server, mail is kept as 'outbox' for the owner to read. */
  transport: MailTransport | null;
  from: string;
  /** Wait before each retry; a mail is given up on after its last one. */
  retryDelaysMs?: readonly number[];
  /** How long a sender may hold a claimed mail before another may take it. */
  leaseMs?: number;
  now?: () => Date;
  /**
   * What kick() does: wakes the delivery job (mail-delivery.job.ts), which calls flush(). Without
   * it kick() does nothing and the owner of the queue calls flush() itself.
   */
  wake?: () => void;
}

const MINUTE = 60_000;
/** Seven retries after the first try: eight attempts over about two days. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 360, 720, 1440].map((minutes) => minutes * MINUTE);
const BATCH = 20;

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * A durable queue in the database: enqueue writes a row in the caller's transaction, a sender
 * claims due rows and hands them to SMTP. The sender is the job runner's mail-delivery job (one
 * process at a time, every 30 s and at once after a kick); the claim in claimMail still keeps any
 * two flushes from sending a mail twice.
 */
export class MailQueue implements Mailer {
  private readonly retryDelays: readonly number[];
  private readonly leaseMs: number;
  private readonly now: () => Date;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: MailQueueOptions,
  ) {
    this.retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.leaseMs = options.leaseMs ?? 5 * MINUTE;
    this.now = options.now ?? (() => new Date());
  }

  async enqueue(db: Kysely<DB> | Transaction<DB>, mail: OutgoingMail): Promise<string> {
    const id = newId();
    const now = this.now().toISOString();
    const queued = this.options.transport !== null;
    await insertMail(db, {
      id,
      website_id: mail.websiteId,
      to: oneLine(mail.to),
      reply_to: mail.replyTo ? oneLine(mail.replyTo) : null,
      subject: oneLine(mail.subject),
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
      status: queued ? 'queued' : 'outbox',
      attempts: 0,
      last_error: null,
      next_attempt_at: queued ? now : null,
      created_at: now,
      sent_at: null,
    });
    return id;
  }

  kick(): void {
    if (this.closed || !this.options.transport) return;
    this.options.wake?.();
  }

  /**
   * Sends everything due now; resolves when the queue has nothing due left, or is closing, or
   * `signal` is aborted (after the send under way). Rejects when the database fails it.
   */
  flush(signal?: AbortSignal): Promise<void> {
    if (this.closed || !this.options.transport) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain(signal).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Sends no more and waits for a send under way. */
  async close(): Promise<void> {
    this.closed = true;
    await this.running?.catch(() => {});
    this.options.transport?.close();
  }

  private async drain(signal: AbortSignal | undefined): Promise<void> {
    const stopping = () => this.closed || signal?.aborted === true;
    do {
      this.again = false;
      const ids = await dueMailIds(this.db, this.now().toISOString(), BATCH);
      for (const id of ids) {
        if (stopping()) return;
        await this.sendOne(id);
      }
      if (ids.length === BATCH) this.again = true;
    } while (this.again && !stopping());
  }

  private async sendOne(id: string): Promise<void> {
    const now = this.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs).toISOString();
    if (!(await claimMail(this.db, id, now.toISOString(), leaseUntil))) return;
    const row = await mailById(this.db, id);
    if (!row) return;
    try {
      await this.options.transport!.send({
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      });
    } catch (error) {
      const delay = this.retryDelays[row.attempts - 1];
      const retryAt = delay === undefined ? null : new Date(this.now().getTime() + delay).toISOString();
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(this.db, id, message.slice(0, 1000), retryAt);
      return;
    }
    await markSent(this.db, id, this.now().toISOString());
  }
}
