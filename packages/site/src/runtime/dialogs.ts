export interface RegisteredDialog {
  /** The dialog box itself; a press outside it counts as outside. */
  element: HTMLElement;
  close(): void;
  /** Close on a click outside the dialog; on by default. */
  closeOnOutsideClick?: boolean;
}

/** Open dialogs as a stack: Escape and outside clicks act on the top-most one only. */
export interface DialogRegistry {
  /** Adds a dialog on top; returns the function that removes it. */
  register(dialog: RegisteredDialog): () => void;
  top(): RegisteredDialog | undefined;
  /** Closes the top-most dialog; false when none is open. */
  closeTop(): boolean;
}

export function createDialogRegistry(): DialogRegistry {
  const stack: RegisteredDialog[] = [];
  const remove = (dialog: RegisteredDialog) => {
    const at = stack.lastIndexOf(dialog);
    if (at >= 0) stack.splice(at, 1);
  };
  return {
    register(dialog) {
      stack.push(dialog);
      return () => remove(dialog);
    },
    top: () => stack[stack.length - 1],
    closeTop() {
      const dialog = stack[stack.length - 1];
      if (!dialog) return false;
      // Removed first so a close() that does not unregister cannot leave it on top.
      remove(dialog);
      dialog.close();
      return true;
    },
  };
}

/** The registry every page module shares. */
export const dialogs = createDialogRegistry();

/**
 * Closes the top-most dialog on a click outside it, but only when mouse-down and mouse-up hit the
 * same target: a text selection that starts inside and ends outside must not close it.
 */
export function installOutsideClick(registry: DialogRegistry, doc: Document = document): () => void {
  let downTarget: EventTarget | null = null;
  let downDialog: RegisteredDialog | undefined;
  const onDown = (event: MouseEvent) => {
    downTarget = event.target;
    downDialog = registry.top();
  };
  const onUp = (event: MouseEvent) => {
    const dialog = registry.top();
    const same = event.target === downTarget && dialog === downDialog;
    downTarget = null;
    if (!dialog || !same || dialog.closeOnOutsideClick === false) return;
    if (event.target instanceof Node && dialog.element.contains(event.target)) return;
    registry.closeTop();
  };
  doc.addEventListener('mousedown', onDown, true);
  doc.addEventListener('mouseup', onUp, true);
  return () => {
    doc.removeEventListener('mousedown', onDown, true);
    doc.removeEventListener('mouseup', onUp, true);
  };
}
