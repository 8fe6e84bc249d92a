import { PageContainer } from '@/components/layout/page-container';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { notFoundContent as content } from '@/content/errors';

/** the specification's not-found page: the catch-all route and the root error boundary's 404 both draw it. */
export function NotFound() {
  return (
    <PageContainer>
      <h1 className="text-3xl font-bold text-slate-900">{content.heading}</h1>
      <p className="mt-4 text-lg text-slate-700">{content.body}</p>
      <ul className="mt-8 flex flex-wrap gap-3">
        {content.links.map((link, index) => (
          <li key={link.to}>
            <Link to={link.to} className={buttonClasses(index === 0 ? 'primary' : 'secondary')}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
