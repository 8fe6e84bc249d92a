import { ArticlePage } from '../../../../components/marketing/article-page';
import { article } from '../../../../content/blog/articles/professional-ironing-vs-diy-time-cost-analysis';
import { requirePost } from '../../../../content/blog/posts';

const post = requirePost('professional-ironing-vs-diy-time-cost-analysis');

/** Each article is its own chunk, so a reader downloads one article's words, not all six. */
export default function Article() {
  return <ArticlePage post={post} article={article} />;
}
