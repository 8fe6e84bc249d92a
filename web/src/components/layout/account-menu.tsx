import { LayoutDashboard, LogOut } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLogout } from '@/lib/auth/use-logout';

/** The menu's items, in order. */
const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
];

const item =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-md px-3 text-base text-slate-800 outline-none hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:text-brand-900';

/**
 * The signed-in avatar and its menu (WAI-ARIA menu button): Enter, Space or ArrowDown opens it on the
 * first item, ArrowUp on the last; arrows, Home and End move between items; Escape closes it and
 * returns to the avatar; Tab or a click elsewhere closes it. Loaded only for signed-in visitors.
 */
export default function AccountMenu({ email }: { email: string }) {
  const logout = useLogout();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // Which item takes focus once the menu is drawn: the first, or the last (ArrowUp on the avatar).
  const focusOnOpen = useRef<'first' | 'last'>('first');

  useEffect(() => {
    if (!open) return;
    const list = itemsOf(menu.current);
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = itemsOf(menu.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={`Account menu for ${email}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt('first'))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-semibold text-white uppercase hover:bg-brand-800"
      >
        <span aria-hidden="true">{email.charAt(0)}</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={email}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-50 mt-2 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <p aria-hidden="true" className="truncate px-3 py-2 text-sm text-slate-600">
            {email}
          </p>
          <hr className="my-1 border-slate-200" />
          <Link role="menuitem" tabIndex={-1} to={paths.dashboard} className={item}>
            <LayoutDashboard aria-hidden="true" className="size-5" />
            Client Portal
          </Link>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={item}
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            <LogOut aria-hidden="true" className="size-5" />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
