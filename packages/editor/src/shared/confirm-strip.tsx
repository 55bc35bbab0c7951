import { type KeyboardEvent, useEffect, useId, useRef } from 'react';

interface ConfirmStripProps {
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** Id of the control that asked, focused again when the owner cancels. */
  returnFocusTo: string;
}

/**
 * Asks once more before something that cannot be undone. Focus goes to Cancel, the safe answer,
 * and back to the control that asked when the owner keeps things as they are (Escape included).
 */
export function ConfirmStrip({
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  returnFocusTo,
}: ConfirmStripProps) {
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);

  function keep() {
    onCancel();
    requestAnimationFrame(() => document.getElementById(returnFocusTo)?.focus());
  }

  // Escape here means Cancel; it must not also close the dialog around the strip.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    keep();
  }

  return (
    <div className="confirm-strip">
      <p id={messageId}>{message}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--small button--danger"
          disabled={busy}
          onClick={onConfirm}
          onKeyDown={onKeyDown}
        >
          {confirmLabel}
        </button>
        <button
          ref={cancel}
          type="button"
          className="button button--small"
          aria-describedby={messageId}
          onClick={keep}
          onKeyDown={onKeyDown}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
