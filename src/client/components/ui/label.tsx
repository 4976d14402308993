import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const labelVariants = cva('', {
  variants: {
    look: {
      default: 'text-sm font-medium leading-none',
      /** The one field of a form that is the form's point, such as a reply box. */
      strong: 'text-sm font-semibold leading-none',
      /** A field label that also heads its section. */
      heading: 'text-base font-semibold',
    },
  },
  defaultVariants: { look: 'default' },
});

export function Label({
  className,
  look,
  ...props
}: ComponentProps<'label'> & VariantProps<typeof labelVariants>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or wrap the control.
  return <label className={clsx(labelVariants({ look }), className)} {...props} />;
}
