import type { PageDocument } from '@atelier/domain';
import { createContext, useContext } from 'react';

/** The page in the site frame, as the block panel edits it. */
export interface CurrentDraft {
  pageId: string;
  document: PageDocument;
  /** Applies an edit to the latest document: saved with the draft, undone with Ctrl+Z. */
  edit(edit: (document: PageDocument) => PageDocument): void;
}

/**
 * What the workspace lets panels and dialogs deep inside it do: open another of its panels, or
 * change the draft of the page in the frame through its saver (not around it, which would make
 * that saver's next save a conflict).
 */
export interface WorkspaceActions {
  /** Opens the Store dialog on its products list (products are made and published there). */
  openStore(): void;
  /** Opens the Members panel, where member areas are made; absent for a role that may not. */
  openMembers?: () => void;
  /**
   * The role may add Code blocks and change their HTML (the `code` permission, admins only): Add
   * block offers Code, and a Code block's HTML is editable. Absent or false, neither.
   */
  codeAllowed?: boolean;
  currentDraft: CurrentDraft | null;
}

export const WorkspaceActionsContext = createContext<WorkspaceActions | null>(null);

/** The workspace's actions; null outside a workspace (a test rendering one panel alone). */
export const useWorkspaceActions = (): WorkspaceActions | null => useContext(WorkspaceActionsContext);
