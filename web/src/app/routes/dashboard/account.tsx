import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { TwoStepLogin } from '@/features/auth/components/two-step-login';
import { authContent } from '@/features/auth/content';
import { myChildrenQuery } from '@/features/children/api/children';
import { ChildrenPanel } from '@/features/children/components/children-panel';
import { childrenContent } from '@/features/children/content';
import { myKeysQuery } from '@/features/house-keys/api/client-keys';
import { clientKeysContent } from '@/features/house-keys/client-content';
import { ClientKeys } from '@/features/house-keys/components/client-keys';
import { accountContent as content } from '@/features/users/account-content';
import { meQuery, useMe } from '@/features/users/api/get-me';
import { DataRights } from '@/features/users/components/data-rights';
import { MobileCodeForm } from '@/features/users/components/mobile-code-form';
import { ProfileForm } from '@/features/users/components/profile-form';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('account', () => {
  void queryClient.prefetchQuery(meQuery);
  void queryClient.prefetchQuery(myChildrenQuery);
  void queryClient.prefetchQuery(myKeysQuery);
});

/**
 * The client's account: their details, their password and two-step login, their children's profiles and
 * the keys we hold, and their rights over their data.
 */
export default function AccountSection() {
  const me = useMe();
  const navigate = useNavigate();
  // A save that asked for texts moves the focus to the code's field; a page opened with a code waiting does not.
  const [codeAsked, setCodeAsked] = useState(false);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Panel id="profile-heading" heading={content.profile.heading} className="lg:row-span-2">
        <p className="mb-5 text-slate-700">{content.profile.intro}</p>
        <QueryState
          query={me}
          isEmpty={false}
          loading={content.profile.loading}
          empty={null}
          failure={content.profile.loadFailure}
        >
          {me.data && (
            <ProfileForm me={me.data} onSaved={(saved) => setCodeAsked(Boolean(saved.mobileCode))} />
          )}
          {me.data?.mobileCode && !me.data.textMessages && (
            <MobileCodeForm mobile={me.data.mobileCode.mobile} focusOnShow={codeAsked} />
          )}
        </QueryState>
      </Panel>
      <Panel id="password-heading" heading={content.password.heading}>
        <ChangePasswordForm onSignedOut={() => void navigate(paths.auth)} />
      </Panel>
      <Panel id="two-step-heading" heading={authContent.twoStep.heading}>
        {me.data?.email && <TwoStepLogin email={me.data.email} />}
      </Panel>
      <Panel id="children-heading" heading={childrenContent.heading}>
        <ChildrenPanel />
      </Panel>
      <Panel id="keys-heading" heading={clientKeysContent.heading}>
        <ClientKeys />
      </Panel>
      <Panel id="data-heading" heading={content.data.heading}>
        <DataRights />
      </Panel>
    </div>
  );
}

function Panel({
  id,
  heading,
  className = '',
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
