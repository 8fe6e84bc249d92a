import { Tabs } from '@/components/ui/tabs';
import { authContent } from '@/features/auth/content';

export type AuthTab = 'login' | 'signup';

interface AuthTabsProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  login: React.ReactNode;
  signUp: React.ReactNode;
}

/** Login and Sign Up side by side, as a tab list (arrow keys, Home and End). */
export function AuthTabs({ tab, onTabChange, login, signUp }: AuthTabsProps) {
  return (
    <Tabs
      label={authContent.tabs.label}
      look="segmented"
      keepClosedPanels={false}
      value={tab}
      onValueChange={(id) => onTabChange(id as AuthTab)}
      items={[
        { id: 'login', label: authContent.tabs.login, content: login },
        { id: 'signup', label: authContent.tabs.signUp, content: signUp },
      ]}
    />
  );
}
