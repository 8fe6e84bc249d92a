import { ArticlePage } from '../../../../components/marketing/article-page';
import { article } from '../../../../content/blog/articles/housekeeping-routines-daily-weekly-monthly-tasks';
import { requirePost } from '../../../../content/blog/posts';

const post = requirePost('housekeeping-routines-daily-weekly-monthly-tasks');

/** Each article is its own chunk, so a reader downloads one article's words, not all six. */
export default function Article() {
  return <ArticlePage post={post} article={article} />;
}
