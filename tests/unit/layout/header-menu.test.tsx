/** The header's menu button: WAI-ARIA menu-button keyboard behaviour and choice semantics. */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderMenu } from '../../../shared/layout/header-menu.component';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => cleanup());

const ITEMS = [
  { key: 'a', label: '甲公司' },
  { key: 'b', label: '乙公司', checked: true },
  { key: 'c', label: '丙公司', dividerBefore: true },
];

function setup(onSelect = vi.fn()) {
  render(
    <HeaderMenu choice items={ITEMS} onSelect={onSelect} label="当前企业：乙公司，切换企业" menuLabel="切换企业">
      乙公司
    </HeaderMenu>,
  );
  return { onSelect, button: menuButton() };
}

/** The menu's button, found afresh: it is mounted anew when its popup first opens (PopoverOnDemand). */
const menuButton = (): HTMLElement => screen.getByRole('button', { name: '当前企业：乙公司，切换企业' });

describe('HeaderMenu', () => {
  it('opens on click with focus on the checked item; arrows, Home and End move; Escape returns focus', async () => {
    const { button } = setup();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: '切换企业' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-controls')).toBe(menu.id);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(items.every((i) => i.tabIndex === -1)).toBe(true);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(items[2]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(menuButton());
  });

  it('opens with ArrowDown from the button and selects with Enter', async () => {
    const { button, onSelect } = setup();
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('乙公司'));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('c');
    await waitFor(() => expect(menuButton().getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(menuButton());
  });
});
