/** An article's body as data: the page lays it out, and tests count its words. */
export type ArticleBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: readonly string[]; ordered?: boolean }
  | { type: 'tip'; title: string; text: string };

export interface Article {
  /** The opening paragraph, set larger than the body. */
  leadIn: string;
  body: readonly ArticleBlock[];
}

const textOf = (block: ArticleBlock): string => {
  switch (block.type) {
    case 'list':
      return block.items.join(' ');
    case 'tip':
      return `${block.title} ${block.text}`;
    default:
      return block.text;
  }
};

/** Words in the lead-in and body, as a reader would count them. */
export const wordCount = (article: Article): number =>
  [article.leadIn, ...article.body.map(textOf)].join(' ').split(/\s+/).filter(Boolean).length;

/** Minutes to read at an unhurried 200 words a minute. */
export const readingMinutes = (article: Article): number => Math.max(1, Math.round(wordCount(article) / 200));
