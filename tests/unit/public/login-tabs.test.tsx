/**
 * The sign-in tabs of /login: a tab list whose current tab is the one selected and focusable,
 * whose panel is labelled by it and holds only the chosen form, and which the arrow keys, Home
 * and End move through (choosing as they go), as WAI-ARIA's tabs pattern describes.
 */
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginTabs } from '../../../parcels/login/components/login-tabs.component';
import { tabIndexAfterKey } from '../../../shared/ui/tab-keys';

type Key = 'password' | 'sms';

function Harness({ initial = 'password' }: { initial?: Key }) {
  const [tab, setTab] = useState<Key>(initial);
  return (
    <LoginTabs<Key>
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'password', label: '密码登录', children: <input aria-label="账号" /> },
        { key: 'sms', label: '短信登录', children: <input aria-label="手机号" /> },
      ]}
    />
  );
}

afterEach(cleanup);

describe('LoginTabs', () => {
  it('selects one tab, labels its panel by it and mounts only its form', () => {
    render(<Harness />);
    const password = screen.getByRole('tab', { name: '密码登录' });
    const sms = screen.getByRole('tab', { name: '短信登录' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    expect(sms.getAttribute('aria-selected')).toBe('false');
    expect(password.tabIndex).toBe(0);
    expect(sms.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: '密码登录' });
    expect(password.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByLabelText('账号')).toBeTruthy();
    expect(screen.queryByLabelText('手机号')).toBeNull();
  });

  it('a click chooses the other tab and swaps the form', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(screen.getByRole('tab', { name: '短信登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '短信登录' })).toBeTruthy();
    expect(screen.getByLabelText('手机号')).toBeTruthy();
    expect(screen.queryByLabelText('账号')).toBeNull();
  });

  it('← →, Home and End move the focus and choose the tab they reach', () => {
    render(<Harness />);
    const password = screen.getByRole('tab', { name: '密码登录' });
    const sms = screen.getByRole('tab', { name: '短信登录' });
    password.focus();
    fireEvent.keyDown(password, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(sms);
    expect(sms.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(sms, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(password, { key: 'End' });
    expect(sms.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(sms, { key: 'Home' });
    expect(password.getAttribute('aria-selected')).toBe('true');
    // Other keys are the browser's (Tab leaves the list; letters do nothing).
    fireEvent.keyDown(password, { key: 'a' });
    expect(password.getAttribute('aria-selected')).toBe('true');
  });

  it('tabIndexAfterKey wraps around both ends and ignores other keys', () => {
    expect(tabIndexAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
    // A horizontal list: ↑ and ↓ are the page's (they scroll).
    expect(tabIndexAfterKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabIndexAfterKey('ArrowUp', 2, 3)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Enter', 0, 3)).toBeNull();
  });
});
