import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';

/**
 * Back to wherever the visitor came from on this site; a link to `fallback` when they arrived here
 * directly (or without JavaScript), so the button never leaves the site.
 */
export function BackButton({ label, fallback }: { label: string; fallback: string }) {
  const navigate = useNavigate();
  return (
    <Link
      to={fallback}
      onClick={(event) => {
        // The router numbers its history entries; 0 means this page was the first one visited.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index === 0) return;
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
