import type { FaqGroup } from '@/content/faq';

/**
 * the specification's FAQ search: a case-insensitive substring match over each question and its answer.
 * Surrounding spaces are ignored; an empty query keeps everything. Groups left with no question
 * are dropped, so the page can say plainly that nothing matched.
 */
export const filterFaq = (groups: readonly FaqGroup[], query: string): FaqGroup[] => {
  const needle = query.trim().toLocaleLowerCase('en-GB');
  if (needle === '') return [...groups];
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) =>
        `${item.question}\n${item.answer}`.toLocaleLowerCase('en-GB').includes(needle),
      ),
    }))
    .filter((group) => group.items.length > 0);
};

export const countQuestions = (groups: readonly FaqGroup[]): number =>
  groups.reduce((total, group) => total + group.items.length, 0);
