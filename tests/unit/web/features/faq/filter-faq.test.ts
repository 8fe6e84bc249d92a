import { describe, expect, it } from 'vitest';
import { type FaqGroup, faqGroups } from '@/content/faq';
import { countQuestions, filterFaq } from '@/features/faq/filter-faq';

const groups: FaqGroup[] = [
  {
    id: 'one',
    label: 'One',
    items: [
      { id: 'a', question: 'Are you DBS checked?', answer: 'Yes, every member of staff.' },
      { id: 'b', question: 'Do you bring products?', answer: 'We bring Eco-friendly ones on request.' },
    ],
  },
  {
    id: 'two',
    label: 'Two',
    items: [{ id: 'c', question: 'How do I pay?', answer: 'By card or bank transfer.' }],
  },
];

const ids = (result: FaqGroup[]) => result.flatMap((group) => group.items.map((item) => item.id));

describe('filterFaq', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterFaq(groups, '')).toEqual(groups);
    expect(filterFaq(groups, '   ')).toEqual(groups);
  });

  it('matches questions case-insensitively', () => {
    expect(ids(filterFaq(groups, 'dbs'))).toEqual(['a']);
    expect(ids(filterFaq(groups, 'HOW DO'))).toEqual(['c']);
  });

  it('matches answers too, as substrings', () => {
    expect(ids(filterFaq(groups, 'eco-FRIEND'))).toEqual(['b']);
    expect(ids(filterFaq(groups, 'ank transf'))).toEqual(['c']);
  });

  it('ignores spaces around the query but not inside it', () => {
    expect(ids(filterFaq(groups, '  card  '))).toEqual(['c']);
    expect(ids(filterFaq(groups, 'card or'))).toEqual(['c']);
    expect(ids(filterFaq(groups, 'cardor'))).toEqual([]);
  });

  it('drops groups with no match and returns nothing when nothing matches', () => {
    expect(filterFaq(groups, 'card').map((group) => group.id)).toEqual(['two']);
    expect(filterFaq(groups, 'zebra')).toEqual([]);
    expect(countQuestions(filterFaq(groups, 'zebra'))).toBe(0);
  });

  it('does not change the groups it is given', () => {
    const before = JSON.stringify(groups);
    filterFaq(groups, 'dbs');
    expect(JSON.stringify(groups)).toBe(before);
  });
});

describe('the FAQ content', () => {
  it('has the five tabs of the specification, in order, each with questions and unique ids', () => {
    expect(faqGroups.map((group) => group.label)).toEqual([
      'General Questions',
      'Cleaning Services',
      'Nannying/Babysitting Services',
      'Pricing & Booking',
      'Trust & Safety',
    ]);
    for (const group of faqGroups) expect(group.items.length).toBeGreaterThanOrEqual(5);
    const all = faqGroups.flatMap((group) => group.items.map((item) => item.id));
    expect(new Set(all).size).toBe(all.length);
  });

  it('finds the DBS answers from a lower-case search', () => {
    expect(countQuestions(filterFaq(faqGroups, 'dbs'))).toBeGreaterThanOrEqual(2);
  });
});
