import { Collapsible as CollapsiblePrimitive } from 'radix-ui';

/** Radix Collapsible: the trigger is a button with aria-expanded and aria-controls. */
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
