import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const cardVariants = cva('rounded-xl border shadow-sm', {
  variants: {
    tone: {
      default: 'border-border bg-card text-card-foreground',
      /** Drawn out among its neighbours. */
      accent: 'border-maple-200 bg-card text-card-foreground',
      /** Greyed out: not available yet. */
      muted: 'border-border bg-stone-50 text-muted-foreground',
    },
  },
  defaultVariants: { tone: 'default' },
});

export function Card({
  className,
  tone,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div className={clsx(cardVariants({ tone }), className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={clsx('text-lg font-semibold leading-tight tracking-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={clsx('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('p-6 pt-0', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('flex items-center p-6 pt-0', className)} {...props} />;
}
