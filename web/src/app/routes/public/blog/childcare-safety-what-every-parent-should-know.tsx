import { ArticlePage } from '../../../../components/marketing/article-page';
import { article } from '../../../../content/blog/articles/childcare-safety-what-every-parent-should-know';
import { requirePost } from '../../../../content/blog/posts';

const post = requirePost('childcare-safety-what-every-parent-should-know');

/** Each article is its own chunk, so a reader downloads one article's words, not all six. */
export default function Article() {
  return <ArticlePage post={post} article={article} />;
}
