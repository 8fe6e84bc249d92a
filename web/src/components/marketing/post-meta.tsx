import { formatDate } from '@shared/dates';
import type { BlogPost } from '@/content/blog/posts';

/** Category tag, date (en-GB, as `15 Jan 2024`) and author of a post. */
export function PostMeta({ post, byline }: { post: BlogPost; byline: string }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">
        {post.category}
      </span>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <span>{byline}</span>
    </p>
  );
}
