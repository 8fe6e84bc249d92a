import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'outline-inverse' | 'danger';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  // For dark (brand-800 and darker) backgrounds, where the brand fill would disappear.
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
  'outline-inverse': 'border border-white/80 text-white hover:bg-white/10',
  /** What cannot be undone (deleting an account). */
  danger: 'bg-red-800 text-white shadow-sm hover:bg-red-900',
};

/** Shared by buttons and by links that look like buttons (a Link is still a link to assistive tech). */
export const buttonClasses = (variant: ButtonVariant = 'primary', extra = '') =>
  [base, variants[variant], extra].filter(Boolean).join(' ');

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}
