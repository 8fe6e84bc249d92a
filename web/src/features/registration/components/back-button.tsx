import { ArrowLeft } from 'lucide-react';
import { Link } from '../../../components/ui/link';

/** Whether the visitor reached this page from another page of this site. */
const cameFromThisSite = () => {
  if (!document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin && window.history.length > 1;
  } catch {
    return false;
  }
};

/**
 * Back to wherever the visitor came from on this site; a link to `fallback` when they arrived here
 * from elsewhere or directly (or without JavaScript), so the button never leaves the site.
 */
export function BackButton({ label, fallback }: { label: string; fallback: string }) {
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        if (!cameFromThisSite()) return;
        event.preventDefault();
        window.history.back();
      }}
      className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
