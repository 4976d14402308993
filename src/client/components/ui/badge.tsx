import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground',
        blue: 'border-blue-200 bg-blue-50 text-blue-800',
        yellow: 'border-yellow-200 bg-yellow-50 text-yellow-800',
        green: 'border-green-200 bg-green-50 text-green-800',
        grey: 'border-stone-200 bg-stone-100 text-stone-700',
        red: 'border-red-200 bg-red-50 text-red-800',
        amber: 'border-amber-300 bg-amber-50 text-amber-900',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={clsx(badgeVariants({ variant }), className)} {...props} />;
}
