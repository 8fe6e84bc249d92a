import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';

/** Whether the visitor loaded this document from another page of this site. */
const loadedFromThisSite = () => {
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
  // 'default' is the key of the entry the document loaded at: anything else came by a link in the app.
  const cameByLink = useLocation().key !== 'default';
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        if (!cameByLink && !loadedFromThisSite()) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
