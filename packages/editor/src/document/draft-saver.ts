import type { PageDocument } from '@atelier/domain';
import { isApiError } from '../api/api-error';
import type { Draft, Revision } from '../api/api-types';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

export interface DraftState {
  document: PageDocument;
  status: SaveStatus;
  /** Shown beside the status when something went wrong. */
  message: string;
}

export interface DraftSaverDeps {
  save(pageId: string, document: PageDocument, revision: Revision): Promise<Revision>;
  load(pageId: string): Promise<Draft>;
  /** Called after each successful save, so the site frame can show the new draft. */
  onSaved?(): void;
  delayMs?: number;
}

export const SAVE_DELAY_MS = 600;
export const CONFLICT_MESSAGE =
  'This page was saved elsewhere in the meantime, so your last change was not kept. The latest version is shown now.';

/**
 * Keeps one page's draft in step with the server: edits apply at once locally and are saved
 * together after a quiet moment, one request at a time, each with the revision the previous
 * save returned. A stale revision means someone else saved: their version wins and is reloaded.
 */
export class DraftSaver {
  private document: PageDocument;
  private revision: Revision;
  private status: SaveStatus = 'idle';
  private message = '';
  private dirty = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private disposed = false;
  private readonly listeners = new Set<(state: DraftState) => void>();

  constructor(
    readonly pageId: string,
    draft: Draft,
    private readonly deps: DraftSaverDeps,
  ) {
    this.document = draft.document;
    this.revision = draft.revision;
  }

  get state(): DraftState {
    return { document: this.document, status: this.status, message: this.message };
  }

  subscribe(listener: (state: DraftState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  edit(document: PageDocument): void {
    if (this.disposed || document === this.document) return;
    this.document = document;
    this.dirty = true;
    this.set('pending', '');
    this.schedule();
  }

  /** Saves any pending edit now and resolves when the page is stored (before publishing or leaving). */
  async flush(): Promise<void> {
    this.clearTimer();
    while (this.inFlight || this.dirty) {
      if (this.inFlight) await this.inFlight;
      else await this.run();
      if (this.status === 'error' || this.status === 'conflict') return;
    }
  }

  retry(): void {
    if (this.dirty) this.schedule(0);
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.listeners.clear();
  }

  private schedule(delay = this.deps.delayMs ?? SAVE_DELAY_MS): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    // One request at a time: the next save needs the revision this one returns.
    if (this.inFlight) return this.inFlight;
    if (!this.dirty) return Promise.resolve();
    this.clearTimer();
    const snapshot = this.document;
    this.dirty = false;
    this.set('saving', '');
    this.inFlight = this.deps
      .save(this.pageId, snapshot, this.revision)
      .then((revision) => {
        this.revision = revision;
        this.deps.onSaved?.();
        if (this.dirty) this.schedule(0);
        else this.set('saved', '');
      })
      .catch((error: unknown) => this.failed(error))
      .finally(() => {
        this.inFlight = null;
      });
    return this.inFlight;
  }

  private async failed(error: unknown): Promise<void> {
    if (isApiError(error) && error.status === 409) {
      try {
        const latest = await this.deps.load(this.pageId);
        this.clearTimer();
        this.document = latest.document;
        this.revision = latest.revision;
        this.dirty = false;
        this.set('conflict', CONFLICT_MESSAGE);
        this.deps.onSaved?.();
        return;
      } catch (reloadError) {
        error = reloadError;
      }
    }
    // The edit stays local and marked unsaved; the next edit or retry sends it again.
    this.dirty = true;
    this.set('error', error instanceof Error ? error.message : 'The page could not be saved.');
  }

  private set(status: SaveStatus, message: string): void {
    this.status = status;
    this.message = message;
    if (this.disposed) return;
    const state = this.state;
    for (const listener of this.listeners) listener(state);
  }
}
