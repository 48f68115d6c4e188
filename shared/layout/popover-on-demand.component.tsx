/**
 * antd's Popover, mounted the first time it opens. Until then its button is rendered alone and
 * opens it on a click, as the Popover's click trigger would. A Popover that is there but closed
 * still costs its trigger, observers and styles on every page (rendered on the server, hydrated
 * in the browser), for menus most page views never open.
 *
 * When the Popover first mounts, the button becomes its child and is mounted anew: the header's
 * popups move focus into themselves as they open, so the reader notices nothing.
 */
import { cloneElement, useState, type MouseEvent, type ReactElement } from 'react';
import { Popover, type PopoverProps } from 'antd';

interface Clickable {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface PopoverOnDemandProps extends Omit<PopoverProps, 'open' | 'onOpenChange' | 'children'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the popup. */
  children: ReactElement<Clickable>;
}

export function PopoverOnDemand({ open, onOpenChange, children, ...popover }: PopoverOnDemandProps): React.JSX.Element {
  const [mounted, setMounted] = useState(open);
  // Opened by other means than a click (the keyboard): mounted in the same render.
  if (open && !mounted) setMounted(true);
  if (!mounted) {
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        onOpenChange(true);
        children.props.onClick?.(event);
      },
    });
  }
  return (
    <Popover {...popover} open={open} onOpenChange={onOpenChange}>
      {children}
    </Popover>
  );
}
