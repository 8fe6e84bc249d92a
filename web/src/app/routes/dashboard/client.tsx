import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { QueryState } from '@/components/ui/query-state';
import { dashboardPaths, forClient } from '@/config/portal-paths';
import { ChildDetails } from '@/features/children/components/child-details';
import { CreateInvoiceButton } from '@/features/invoices/components/create-invoice-button';
import { DownloadButton } from '@/features/invoices/components/download-button';
import { clientQuery, useClient } from '@/features/users/api/client';
import { ClientDeletion } from '@/features/users/components/client-deletion';
import { ClientDetail } from '@/features/users/components/client-detail';
import { adminContent } from '@/features/users/content';
import { lazyComponent } from '@/lib/lazy-component';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

const content = adminContent.client;

// The keys load with the page rather than in its manifest entry, which every page of the site loads
// (decision 023).
const clientKeys = lazyComponent(
  async () => (await import('@/features/house-keys/components/client-page-keys')).ClientPageKeys,
);

// How the client pays, and their statement: the payments feature, loaded the same way. Its
// read starts when it draws: a prefetch here would be one more chunk in the manifest every page loads.
const clientPayments = lazyComponent(
  async () => (await import('@/features/payments/components/client-ways-to-pay')).ClientWaysToPay,
);

// A client's referrals: the referrals feature, loaded the same way.
const clientReferrals = lazyComponent(
  async () => (await import('@/features/referrals/components/client-referrals')).ClientReferrals,
);

export const clientLoader = async (args: { request: Request; params: { id?: string } }) => {
  const session = await sectionLoader('users')(args);
  if (args.params.id) {
    void queryClient.prefetchQuery(clientQuery(args.params.id));
    const clientId = args.params.id;
    clientKeys.preload();
    clientPayments.preload();
    clientReferrals.preload();
    void import('@/features/house-keys/api/list-keys').then(({ keysQuery }) =>
      queryClient.prefetchQuery(keysQuery({ clientId })),
    );
  }
  return session;
};

/**
 * The office's page about one client, under the Users tab: the users feature draws it; the invoices
 * feature gives the invoice actions (create one for them, download each); the children feature, each
 * child's profile as the family keeps it; the keys feature, the keys the company holds for them; the
 * payments feature, how they pay and their statement; the referrals feature, their referrals.
 */
export default function ClientPage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  return (
    <div className="space-y-6">
      <Link
        to={dashboardPaths.users}
        className="inline-flex items-center gap-2 font-semibold text-blue-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {content.back}
      </Link>
      <QueryState
        query={client}
        isEmpty={false}
        loading={content.loading}
        empty={null}
        failure={content.failure}
      >
        {client.data && (
          <>
            <ClientDetail
              client={client.data}
              invoiceAction={(invoice) => <DownloadButton invoice={invoice} />}
              actions={
                <>
                  <CreateInvoiceButton clientId={client.data.profile.id} />
                  <Link
                    to={forClient(dashboardPaths.quotes, {
                      id: client.data.profile.id,
                      name: client.data.profile.fullName,
                    })}
                    className={buttonClasses('secondary')}
                  >
                    {content.writeQuote}
                  </Link>
                </>
              }
              childDetails={(child) => <ChildDetails child={child} headingLevel={4} />}
              parts={
                <Suspense fallback={null}>
                  <clientKeys.Component
                    client={{ id: client.data.profile.id, name: client.data.profile.fullName }}
                  />
                  <clientPayments.Component clientId={client.data.profile.id} />
                  <clientReferrals.Component clientId={client.data.profile.id} />
                </Suspense>
              }
            />
            <ClientDeletion client={client.data.profile} />
          </>
        )}
      </QueryState>
    </div>
  );
}
