import { Lightbulb } from 'lucide-react';
import type { ArticleBlock } from '@/content/blog/article';

/** Lays out an article's blocks; the key is the block's own text, which is unique within an article. */
export function ArticleBody({ blocks }: { blocks: readonly ArticleBlock[] }) {
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-700">
      {blocks.map((block) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={block.text} className="pt-4 text-2xl font-bold text-slate-900">
                {block.text}
              </h2>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={block.items.join('|')}
                className={`space-y-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-brand-700`}
              >
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          case 'tip':
            return (
              <aside key={block.title} className="rounded-2xl bg-brand-50 p-6 text-slate-800">
                <p className="flex items-center gap-2 font-semibold text-brand-900">
                  <Lightbulb aria-hidden="true" className="size-5 text-brand-700" />
                  {block.title}
                </p>
                <p className="mt-2">{block.text}</p>
              </aside>
            );
          default:
            return <p key={block.text}>{block.text}</p>;
        }
      })}
    </div>
  );
}
