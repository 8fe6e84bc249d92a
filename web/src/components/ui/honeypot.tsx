import { HONEYPOT_FIELD } from '@shared/enquiry-options';
import { useRef } from 'react';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) but form-filling bots complete. Whatever it holds is sent along; the server answers such
 * a submission like any other, and drops it.
 */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  const field = (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label>
        Website
        <input ref={ref} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
  const trap = (): { [HONEYPOT_FIELD]?: string } => {
    const value = ref.current?.value ?? '';
    return value ? { [HONEYPOT_FIELD]: value } : {};
  };
  return { field, trap };
}
