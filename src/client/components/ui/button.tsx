import { cva, type VariantProps } from 'class-variance-authority';
import { clsx } from 'clsx';
import { type ComponentProps, cloneElement, isValidElement } from 'react';

/**
 * No two classes of a look set the same property (font size and weight live in the variant or size that
 * sets them, not in the base), so the class list needs no merging and never depends on stylesheet order.
 * A caller's className adds to a look; a look that differs is a variant or size here.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary font-medium text-primary-foreground shadow-sm hover:bg-maple-700',
        destructive: 'bg-destructive font-medium text-destructive-foreground shadow-sm hover:bg-red-800',
        outline:
          'border border-input bg-background font-medium shadow-sm hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary font-medium text-secondary-foreground shadow-sm hover:bg-stone-200',
        ghost: 'font-medium hover:bg-accent hover:text-accent-foreground',
        link: 'font-medium text-maple-700 underline-offset-4 hover:underline',
        /** A link on a dark background, such as the footer's. */
        'link-inverted': 'font-medium text-white underline-offset-4 hover:underline',
        hero: 'bg-gradient-to-r from-maple-600 to-maple-700 font-semibold text-white shadow-lg shadow-maple-600/25 hover:from-maple-700 hover:to-maple-800 hover:shadow-xl',
        canadian:
          'border-2 border-maple-600 bg-white font-semibold text-maple-700 shadow-sm hover:bg-maple-600 hover:text-white',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 text-sm',
        'icon-lg': 'size-11 text-sm',
        /** The site header's: smaller on a phone, `sm` from the sm breakpoint. */
        compact: 'h-8 px-2 text-sm sm:h-9 sm:px-3',
        /** As `compact`, with smaller type on a phone, for a longer label. */
        'compact-xs': 'h-8 px-2.5 text-xs sm:h-9 sm:px-3 sm:text-sm',
        /** As tall as its text, without padding: a link among text. */
        inline: 'text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const look = clsx(buttonVariants({ variant, size }), className);
  if (asChild) return <ButtonChild className={look} {...props} />;
  return <button className={look} type={type ?? 'button'} {...props} />;
}

/**
 * `asChild`: the button's look on its one child, a link. Radix's Slot does this and more (composed
 * handlers and refs, Slottable) that no button here uses, for 1 KB gzip of every page's first load
 * (docs/decisions/sign-in-client.md). As with Slot, the child's own props win, and the classes add up.
 */
function ButtonChild({ children, className, ...props }: ComponentProps<'button'>) {
  if (!isValidElement<{ className?: string }>(children)) throw new Error('Button asChild takes one element');
  return cloneElement(children, {
    ...props,
    ...children.props,
    className: clsx(className, children.props.className),
  });
}
