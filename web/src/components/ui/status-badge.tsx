export type BadgeTone = 'amber' | 'blue' | 'green' | 'red' | 'slate';

// Each pair keeps at least 4.5:1 for its text (WCAG 1.4.3); the word itself says the status too.
const tones: Record<BadgeTone, string> = {
  amber: 'bg-amber-100 text-amber-900 ring-amber-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  slate: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-sm font-semibold capitalize ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
