import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { faqPageContent } from '@/content/faq-page';
import { useHelpfulVote, type HelpfulVote as Vote } from '@/features/faq/helpful-votes';

const buttonClasses = (pressed: boolean) =>
  `inline-flex size-11 items-center justify-center rounded-full ring-1 transition-colors ${
    pressed
      ? 'bg-brand-700 text-white ring-brand-700'
      : 'bg-white text-slate-700 ring-slate-300 hover:bg-brand-50'
  }`;

/** Thumbs up or down for one answer; the thanks is announced politely to screen readers. */
export function HelpfulVote({ questionId }: { questionId: string }) {
  const { helpful } = faqPageContent;
  const [vote, cast] = useHelpfulVote(questionId);
  const button = (value: Vote, label: string, Icon: typeof ThumbsUp) => (
    <button
      type="button"
      aria-pressed={vote === value}
      onClick={() => cast(value)}
      className={buttonClasses(vote === value)}
    >
      <Icon aria-hidden="true" className="size-5" />
      <span className="sr-only">{label}</span>
    </button>
  );
  return (
    <div data-js-only className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
      <span className="text-sm text-slate-600">{helpful.question}</span>
      {button('up', helpful.yes, ThumbsUp)}
      {button('down', helpful.no, ThumbsDown)}
      <p role="status" className="text-sm font-semibold text-brand-800">
        {vote ? helpful.thanks : ''}
      </p>
    </div>
  );
}
