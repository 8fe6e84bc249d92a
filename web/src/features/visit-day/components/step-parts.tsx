import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

/** A step's one big button: the width of the phone, tall enough to hit with a thumb on the move. */
export function StepButton({ className = '', ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={buttonClasses('primary', `min-h-14 w-full text-lg ${className}`)}
      {...props}
    />
  );
}

/** A step taken: what was recorded, and when. Focusable, so the page can say so after the button goes. */
export function StepDone({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} tabIndex={-1} className="flex items-start gap-2 text-lg font-semibold text-green-900">
      <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** The server's word on a step that did not go through, where the member tapped. */
export function StepFailure({ title, message }: { title: string; message?: string }) {
  if (message === undefined) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-lg text-red-950">
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </p>
      {message && <p className="mt-1">{message}</p>}
    </div>
  );
}
