import { ArrowRight } from 'lucide-react';
import { Illustration } from '@/components/ui/illustration';
import { Link } from '@/components/ui/link';
import { blogImagePath, blogPostPath } from '@/config/paths';
import type { BlogPost } from '@/content/blog/posts';
import { PostMeta } from './post-meta';

/** A post's picture: an SVG of its own, drawn on a 480 × 200 canvas, described for screen readers. */
export const postImage = (post: BlogPost) => ({
  src: blogImagePath(post.slug),
  alt: post.imageAlt,
  width: 480,
  height: 200,
});

interface PostCardProps {
  post: BlogPost;
  readMore: string;
  byline: string;
  headingLevel?: 'h2' | 'h3';
}

/** A post in a list: its picture, meta, title (the link) and excerpt. */
export function PostCard({ post, readMore, byline, headingLevel: Heading = 'h2' }: PostCardProps) {
  const href = blogPostPath(post.slug);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md">
      <Illustration {...postImage(post)} />
      <div className="flex flex-1 flex-col p-6">
        <PostMeta post={post} byline={byline} />
        <Heading className="mt-3 text-xl leading-snug font-semibold text-slate-900">
          <Link to={href} className="hover:text-brand-800 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
        <Link
          to={href}
          aria-hidden="true"
          tabIndex={-1}
          className="mt-5 inline-flex items-center gap-2 self-start font-semibold text-brand-800"
        >
          {readMore}
          <ArrowRight className="size-4" />
        </Link>
      </div>
    </article>
  );
}
