import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Extra class for wider dialogs. */
  className?: string;
}

/**
 * A native modal <dialog>: it traps focus, makes the rest of the page inert and gives focus back
 * to the opener when it closes. Mount it to open it; Escape and the close button ask the owner
 * component to unmount it.
 */
export function ModalDialog({ title, onClose, children, className }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    // The browser hands focus back on close() only while the dialog is in the document; React
    // removes it before this cleanup runs, so the opener is remembered and focused here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React unmount the dialog instead of the browser closing it behind its back.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal__body">{children}</div>
    </dialog>
  );
}
