import { Tabs } from 'radix-ui';
import { authContent } from '@/features/auth/content';

export type AuthTab = 'login' | 'signup';

const trigger =
  'min-h-11 flex-1 rounded-md px-4 text-base font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm';

interface AuthTabsProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  login: React.ReactNode;
  signUp: React.ReactNode;
}

/** Login and Sign Up side by side; radix gives the arrow-key and focus behaviour of a real tab list. */
export function AuthTabs({ tab, onTabChange, login, signUp }: AuthTabsProps) {
  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
      <Tabs.List aria-label={authContent.tabs.label} className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="login" className={trigger}>
          {authContent.tabs.login}
        </Tabs.Trigger>
        <Tabs.Trigger value="signup" className={trigger}>
          {authContent.tabs.signUp}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login">{login}</Tabs.Content>
      <Tabs.Content value="signup">{signUp}</Tabs.Content>
    </Tabs.Root>
  );
}
