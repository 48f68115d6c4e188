/**
 * The header's dropdown menus (company, enterprise role, avatar): a button that opens a menu
 * in an antd Popover. Built on Popover rather than antd Dropdown/Menu because the header is
 * also a self-contained embeddable bundle with a size budget (220 KB gzip, checked by the build) and the
 * Menu stack alone costs about 20 KB of it; Popover is there anyway for the service widget.
 * Keyboard: Enter/Space/ArrowDown open and focus the current (or first) item, arrows and
 * Home/End move, Escape closes and returns focus to the button, Tab closes (WAI-ARIA menu
 * button pattern).
 */
import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, theme } from 'antd';
import { PopoverOnDemand } from './popover-on-demand.component';
import { COMPACT_BUTTON_PADDING_PX, HEADER_POPOVER } from './header-theme';

export interface HeaderMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** For menus of choices (company, role): the current one. */
  checked?: boolean;
  /** Draw a separator above this item. */
  dividerBefore?: boolean;
}

export interface HeaderMenuProps {
  items: readonly HeaderMenuItem[];
  onSelect: (key: string) => void;
  /** Accessible name of the button (must contain its visible text). */
  label: string;
  /** Accessible name of the menu. */
  menuLabel: string;
  /** The items are choices of one value: `menuitemradio` with `aria-checked`. */
  choice?: boolean;
  loading?: boolean;
  title?: string;
  /** Narrow viewport: a narrower button. */
  compact?: boolean;
  /** The button's visible content. */
  children: ReactNode;
  /** Called each time the menu opens (the reader is about to pick one of its items). */
  onOpen?: () => void;
}

const ITEM_SELECTOR = '[role^="menuitem"]';

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
}

export function HeaderMenu({
  items,
  onSelect,
  label,
  menuLabel,
  choice = false,
  loading = false,
  title,
  compact = false,
  children,
  onOpen,
}: HeaderMenuProps): React.JSX.Element {
  // Read outside the header bar's re-themed buttons: the menu is light, like the rest of the page.
  const { token } = theme.useToken();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean): void => {
    if (next && !open) onOpen?.();
    setOpenState(next);
  };
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement | null>(null);

  // Focus moves into the menu once its popup is in the DOM.
  useEffect(() => {
    if (!open) return undefined;
    const frame = requestAnimationFrame(() => {
      const all = menuItems(list.current);
      (all.find((el) => el.getAttribute('aria-checked') === 'true') ?? all[0])?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [open]);

  const close = (refocus: boolean): void => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>): void => {
    const all = menuItems(list.current);
    const index = all.indexOf(event.target as HTMLElement);
    const focusAt = (i: number): void => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setOpen(true);
    }
  };

  // The ARIA menu pattern: a list that is a menu, keyboard handled by onMenuKeyDown.
  const content = (
    <ul
      id={menuId}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA menu pattern
      role="menu"
      aria-label={menuLabel}
      ref={list}
      onKeyDown={onMenuKeyDown}
      style={{ listStyle: 'none', margin: 0, padding: 4, minWidth: 168, maxHeight: 360, overflowY: 'auto' }}
    >
      {items.map((item) => (
        <Fragment key={item.key}>
          {/* Inside role=menu a separator must be a list item (an <hr> is not allowed in a <ul>). */}
          {item.dividerBefore && (
            // biome-ignore lint/a11y/useSemanticElements: a menu separator item (see above)
            <li
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the menu's separator item
              role="separator"
              style={{ height: 1, margin: '4px 0', background: token.colorSplit }}
            />
          )}
          <li role="none">
            <Button
              type="text"
              block
              role={choice ? 'menuitemradio' : 'menuitem'}
              aria-checked={choice ? item.checked === true : undefined}
              tabIndex={-1}
              icon={item.icon}
              style={{
                justifyContent: 'flex-start',
                height: 36,
                fontWeight: item.checked ? 600 : undefined,
                color: item.checked ? token.colorPrimary : undefined,
              }}
              onClick={() => {
                close(true);
                onSelect(item.key);
              }}
            >
              {item.label}
            </Button>
          </li>
        </Fragment>
      ))}
    </ul>
  );

  return (
    <PopoverOnDemand {...HEADER_POPOVER} open={open} onOpenChange={setOpen} content={content}>
      <Button
        ref={button}
        type="text"
        loading={loading}
        title={title}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onKeyDown={onButtonKeyDown}
        style={compact ? { paddingInline: COMPACT_BUTTON_PADDING_PX, gap: 4 } : undefined}
      >
        {children}
      </Button>
    </PopoverOnDemand>
  );
}
