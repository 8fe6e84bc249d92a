import { formatPence } from '@shared/dates';
import { formatReferralCode } from '@shared/referral-link';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { referralRule } from '@/content/referral-rule';
import { useMyReferrals } from '@/features/referrals/api/my-referrals';
import { referralContent as content } from '@/features/referrals/content';
import { toast } from '@/lib/toast';

/**
 * The Refer & Earn card's own part: what the code does, the client's code and link, the friends who used it
 * (first names only) and the credit. Loaded with its own chunk, after the overview has drawn.
 */
export default function ReferralDetails() {
  const query = useMyReferrals();
  const data = query.data;
  const link = data ? new URL(data.path, window.location.origin).href : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(content.copied);
    } catch {
      toast.error(content.copyFailed);
    }
  };
  return (
    <>
      <p>{referralRule.short}</p>
      <QueryState query={query} isEmpty={false} loading={content.loading} empty="" failure={content.failure}>
        {data && (
          <div className="space-y-3 text-sm">
            <dl className="space-y-2">
              <div>
                <dt className="font-semibold text-slate-900">{content.code}</dt>
                <dd className="font-mono text-lg tracking-wider text-slate-900" data-testid="referral-code">
                  {formatReferralCode(data.code)}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-900">{content.link}</dt>
                <dd className="grid gap-2">
                  <input
                    readOnly
                    aria-label={content.link}
                    value={link}
                    onFocus={(event) => event.currentTarget.select()}
                    className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1 text-slate-800"
                  />
                  <Button variant="secondary" className="justify-self-start" onClick={() => void copy()}>
                    <Copy aria-hidden="true" className="size-4" />
                    {content.copy}
                  </Button>
                </dd>
              </div>
            </dl>
            <div>
              <h3 className="font-semibold text-slate-900">{content.friends}</h3>
              {data.referrals.length === 0 ? (
                <p>{content.none}</p>
              ) : (
                <ul className="mt-1 space-y-1">
                  {data.referrals.map((referral) => (
                    <li key={`${referral.firstName}-${referral.signedUpAt}`}>
                      <span className="font-medium text-slate-900">{referral.firstName}</span>:{' '}
                      {content.status[referral.status]}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-2 text-center">
              {(
                [
                  [content.earned, data.earnedPence],
                  [content.applied, data.appliedPence],
                  [content.available, data.availablePence],
                ] as const
              ).map(([label, pence]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-700">{label}</dt>
                  <dd className="font-semibold text-slate-900">{formatPence(pence)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </QueryState>
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">{content.howItWorks}</summary>
        <p className="mt-1">{referralRule.full}</p>
      </details>
    </>
  );
}
