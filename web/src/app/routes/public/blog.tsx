import { BadgePercent } from 'lucide-react';
import type { MetaFunction } from 'react-router-dom';
import { PostCard } from '@/components/marketing/post-card';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { articleContent, blogListingContent as content } from '@/content/blog/listing';
import { blogPosts } from '@/content/blog/posts';
import { pageMeta } from '@/lib/page-meta';

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

export default function BlogPage() {
  const { promotion } = content;
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.heading} lead={content.lead} />
      <Section labelledBy="posts-heading" className="pt-2 sm:pt-4">
        <h2 id="posts-heading" className="sr-only">
          {content.listHeading}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {blogPosts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} readMore={content.readMore} byline={articleContent.byline(post.author)} />
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="blog-offer-heading"
          className="mt-12 flex flex-col gap-4 rounded-2xl bg-accent-100 p-6 text-accent-950 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div className="flex gap-4">
            <BadgePercent aria-hidden="true" className="size-10 shrink-0" />
            <div>
              <p className="text-sm font-semibold tracking-wide uppercase">{promotion.label}</p>
              <h2 id="blog-offer-heading" className="text-xl font-bold">
                {promotion.title}
              </h2>
              <p className="mt-1">{promotion.text}</p>
            </div>
          </div>
          <Link to={promotion.action.to} className={buttonClasses('primary', 'shrink-0')}>
            {promotion.action.label}
          </Link>
        </aside>
      </Section>
    </>
  );
}
