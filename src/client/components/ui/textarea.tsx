import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const textareaVariants = cva(
  'flex w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm',
  {
    variants: {
      size: {
        default: 'min-h-20',
        /** One line to start with, growing with its text up to 10 rem, like a chat's message box. */
        grow: 'field-sizing-content max-h-40 min-h-11 resize-none',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export function Textarea({
  className,
  size,
  ...props
}: Omit<ComponentProps<'textarea'>, 'size'> & VariantProps<typeof textareaVariants>) {
  return <textarea className={clsx(textareaVariants({ size }), className)} {...props} />;
}
