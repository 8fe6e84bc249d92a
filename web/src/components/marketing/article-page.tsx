import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Illustration } from '@/components/ui/illustration';
import { Link } from '@/components/ui/link';
import { blogImagePath, blogPostPath } from '@/config/paths';
import { type Article, readingMinutes } from '@/content/blog/article';
import { articleContent as content } from '@/content/blog/listing';
import { type BlogPost, blogPosts } from '@/content/blog/posts';
import { pageMeta } from '@/lib/page-meta';
import { blogPosting } from '@/lib/structured-data';
import { ArticleBody } from './article-body';
import { PostCard, postImage } from './post-card';
import { PostMeta } from './post-meta';

/** An article's head: its title and excerpt, and its BlogPosting data. */
export const articleMeta = (pathname: string, post: BlogPost) =>
  pageMeta(pathname, {
    title: post.title,
    description: post.excerpt,
    kind: 'article',
    jsonLd: [blogPosting({ ...post, image: blogImagePath(post.slug) }, blogPostPath(post.slug))],
  });

/** One blog article: Back to Blog, meta, title, lead-in, body and its own call to action. */
export function ArticlePage({ post, article }: { post: BlogPost; article: Article }) {
  const others = blogPosts.filter((other) => other.slug !== post.slug).slice(0, 3);
  return (
    <>
      <article>
        <header className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-3xl px-4 pt-6 pb-10 sm:px-6">
            <Link
              to={content.backToBlog.to}
              className="-ml-3 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {content.backToBlog.label}
            </Link>
            <div className="mt-6">
              <PostMeta post={post} byline={content.byline(post.author)} />
            </div>
            <h1 className="mt-5 text-4xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {post.title}
            </h1>
            <p className="mt-3 text-sm text-slate-600">{content.readingTime(readingMinutes(article))}</p>
            <Illustration {...postImage(post)} priority className="mt-8 rounded-2xl" />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
          <p className="text-xl leading-relaxed font-medium text-slate-800">{article.leadIn}</p>
          <div className="mt-8">
            <ArticleBody blocks={article.body} />
          </div>
          <aside
            aria-labelledby="article-cta-heading"
            className="mt-12 rounded-3xl bg-brand-900 p-8 text-center text-white [&_:focus-visible]:outline-white"
          >
            <h2 id="article-cta-heading" className="text-2xl font-bold">
              {content.ctaHeading}
            </h2>
            <p className="mt-2 text-brand-50">{content.ctaText}</p>
            <Link to={post.cta.to} className={buttonClasses('inverse', 'mt-6')}>
              {post.cta.label}
            </Link>
          </aside>
        </div>
      </article>
      <section aria-labelledby="more-posts-heading" className="bg-brand-50/60 py-14">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="more-posts-heading" className="text-2xl font-bold text-slate-900">
            {content.moreHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug}>
                <PostCard
                  post={other}
                  readMore="Read article"
                  byline={content.byline(other.author)}
                  headingLevel="h3"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
