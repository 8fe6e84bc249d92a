import { useEffect, useState } from 'react';
import { hasConsent, registerPreferenceKey } from '@/lib/consent';

/**
 * "Was this helpful?": the reader is thanked either way; the vote for each question is
 * remembered in this browser, but only once cookies are accepted. Until then it lasts for the page.
 */
export type HelpfulVote = 'up' | 'down';

export const VOTES_KEY = 'faqHelpfulVotes';
registerPreferenceKey(VOTES_KEY);

const isVote = (value: unknown): value is HelpfulVote => value === 'up' || value === 'down';

export const readVotes = (): Record<string, HelpfulVote> => {
  if (!hasConsent()) return {};
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(VOTES_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(Object.entries(stored).filter(([, vote]) => isVote(vote)));
  } catch {
    return {};
  }
};

export const saveVote = (questionId: string, vote: HelpfulVote) => {
  if (!hasConsent()) return;
  try {
    localStorage.setItem(VOTES_KEY, JSON.stringify({ ...readVotes(), [questionId]: vote }));
  } catch {
    // Storage full or refused: the vote still counts for this visit.
  }
};

/** The vote for one question: none on the server and at hydration, then whatever this browser kept. */
export function useHelpfulVote(questionId: string) {
  const [vote, setVote] = useState<HelpfulVote | undefined>(undefined);
  useEffect(() => {
    setVote(readVotes()[questionId]);
  }, [questionId]);
  const cast = (next: HelpfulVote) => {
    setVote(next);
    saveVote(questionId, next);
  };
  return [vote, cast] as const;
}
