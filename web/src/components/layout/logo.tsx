import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { siteContent } from '@/content/site';

/**
 * The mark (public/logo.svg, drawn for this site) and the name as a two-line wordmark. The mark is
 * decorative: the words name the link.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { first, second } = siteContent.logo;
  return (
    <Link to={paths.home} className="inline-flex shrink-0 items-center gap-2.5 rounded-lg">
      <img
        src="/logo.svg"
        alt=""
        width={48}
        height={48}
        className={`transition-[width,height] ${compact ? 'size-10' : 'size-12'}`}
      />
      <span className="leading-tight">
        <span className="block text-lg font-bold text-brand-900">{first}</span>{' '}
        <span className="block text-sm font-semibold tracking-wide text-brand-700 uppercase">{second}</span>
      </span>
    </Link>
  );
}
