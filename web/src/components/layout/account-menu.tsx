import { LayoutDashboard, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { paths } from '../../config/paths';
import { useLogout } from '../../lib/auth/use-logout';
import { Link } from '../ui/link';

const item =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-base text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

/** The signed-in avatar and its menu; loaded only for signed-in visitors, who are few on public pages. */
export default function AccountMenu({ email }: { email: string }) {
  const logout = useLogout();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${email}`}
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white uppercase hover:bg-brand-800"
      >
        <span aria-hidden="true">{email.charAt(0)}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-sm text-slate-600">
            {email}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={item}>
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden="true" className="size-5" />
              Client Portal
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => void logout()}>
            <LogOut aria-hidden="true" className="size-5" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
