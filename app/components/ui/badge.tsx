import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      color: {
        neutral: 'border-slate-200 bg-slate-100 text-slate-700',
        red: 'border-red-200 bg-red-50 text-red-700',
        orange: 'border-orange-200 bg-orange-50 text-orange-800',
        blue: 'border-blue-200 bg-blue-50 text-blue-700',
        green: 'border-green-200 bg-green-50 text-green-800',
        purple: 'border-purple-200 bg-purple-50 text-purple-700',
      },
    },
    defaultVariants: { color: 'neutral' },
  },
);

export type BadgeColor = NonNullable<VariantProps<typeof badgeVariants>['color']>;

export function Badge({
  className,
  color,
  ...props
}: Omit<ComponentProps<'span'>, 'color'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ color }), className)} {...props} />;
}
