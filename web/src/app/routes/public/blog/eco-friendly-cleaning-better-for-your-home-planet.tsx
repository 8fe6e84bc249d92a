import type { MetaFunction } from 'react-router-dom';
import { ArticlePage, articleMeta } from '@/components/marketing/article-page';
import { article } from '@/content/blog/articles/eco-friendly-cleaning-better-for-your-home-planet';
import { requirePost } from '@/content/blog/posts';

const post = requirePost('eco-friendly-cleaning-better-for-your-home-planet');

export const meta: MetaFunction = ({ location }) => articleMeta(location.pathname, post);

/** Each article is its own route module, so a reader downloads one article's words, not all six. */
export default function Article() {
  return <ArticlePage post={post} article={article} />;
}
