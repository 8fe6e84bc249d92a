import { ArticlePage } from '../../../../components/marketing/article-page';
import { article } from '../../../../content/blog/articles/10-essential-cleaning-tips-for-busy-families';
import { requirePost } from '../../../../content/blog/posts';

const post = requirePost('10-essential-cleaning-tips-for-busy-families');

/** Each article is its own chunk, so a reader downloads one article's words, not all six. */
export default function Article() {
  return <ArticlePage post={post} article={article} />;
}
