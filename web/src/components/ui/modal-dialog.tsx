import { X } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: showModal() puts it in the top layer, makes the rest
 * of the page inert (so focus cannot leave it), moves focus into it, closes on Escape and, on close,
 * returns focus to what opened it. The page behind does not scroll while it is open (styles.css). Its content is
 * drawn only while it is open, so a form in it starts afresh each time.
 */
export function ModalDialog({ open, onOpenChange, title, description, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard has Escape and the close button
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape, or close() from anywhere: the owner hears of it.
      onClose={() => onOpenChange(false)}
      // A click on the backdrop lands on the dialog element itself, outside its padding box.
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="m-0 mt-auto max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60 sm:m-auto sm:max-w-lg sm:rounded-2xl"
    >
      {open && (
        <div className="p-5 sm:p-7">
          <div className="mb-5 flex items-start justify-between gap-4">
            <div>
              <h2 id={titleId} className="text-xl font-semibold text-slate-900">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-slate-700">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              aria-label="Close"
              onClick={() => onOpenChange(false)}
              className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {/* A form whose code loads with the dialog (lib/lazy-component.ts) says so while it does. */}
          <Suspense
            fallback={
              <p role="status" className="text-slate-700">
                Loading...
              </p>
            }
          >
            {children}
          </Suspense>
        </div>
      )}
    </dialog>
  );
}
