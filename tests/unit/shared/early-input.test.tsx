/**
 * What a reader types and taps on server-rendered markup before its code has arrived is kept:
 * the host page's early script holds the tap (no native form submission), and after React has
 * hydrated the markup the typed text reaches the controlled input's state and the tap runs.
 */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterHydration,
  beforeHydration,
  EARLY_TAPS_KEY,
  EARLY_TAPS_SCRIPT,
  HYDRATING_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  abandonHydration,
} from '../../../shared/ssr/early-input';
import { PRODUCT_SSR_ATTRIBUTE } from '../../../shared/ssr/product-markup';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The early script is installed once for this file, as the host page installs it once.
new Function(EARLY_TAPS_SCRIPT)();

function LoginLike({ onLogin }: { onLogin: (account: string, remember: boolean) => void }): React.JSX.Element {
  const [account, setAccount] = useState('');
  const [remember, setRemember] = useState(false);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onLogin(account, remember);
      }}
    >
      <input aria-label="账号" value={account} onChange={(e) => setAccount(e.target.value)} />
      <input aria-label="记住我" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <button type="submit">登录</button>
      <a href="/resetpwd">忘记密码</a>
    </form>
  );
}

function serverMarkup(onLogin: (account: string, remember: boolean) => void): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-scf-ssr', '/x.js');
  container.innerHTML = renderToString(<LoginLike onLogin={onLogin} />);
  document.body.appendChild(container);
  return container;
}

const q = (c: HTMLElement, sel: string) => c.querySelector(sel) as HTMLElement;
const queue = (): unknown[] => (window as unknown as Record<string, unknown[]>)[EARLY_TAPS_KEY] ?? [];

describe('early taps and typing on server markup', () => {
  afterEach(() => {
    document.body.replaceChildren();
    queue().splice(0);
  });

  it('holds the tap before hydration, then hands the typing to React and runs the tap once', async () => {
    const onLogin = vi.fn();
    const c = serverMarkup(onLogin);
    const account = q(c, 'input[aria-label="账号"]') as HTMLInputElement;
    const remember = q(c, 'input[type="checkbox"]') as HTMLInputElement;
    const button = q(c, 'button');
    account.value = '13800000001';
    remember.click();
    const submits: Event[] = [];
    c.addEventListener('submit', (e) => submits.push(e));
    button.click();
    button.click();
    // Held: no submission reached the form, the control says it is busy, queued once.
    expect(submits).toHaveLength(0);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(queue()).toEqual([button]);

    beforeHydration(c);
    expect(c.hasAttribute(HYDRATING_ATTRIBUTE)).toBe(true);
    await act(async () => {
      hydrateRoot(c, <LoginLike onLogin={onLogin} />);
    });
    expect(onLogin).not.toHaveBeenCalled();
    await act(async () => {
      afterHydration(c);
    });
    expect(c.hasAttribute(HYDRATING_ATTRIBUTE)).toBe(false);
    expect(c.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onLogin).toHaveBeenCalledWith('13800000001', true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(queue()).toEqual([]);
  });

  it(
    'lets taps through once the container is live, ' + 'and leaves links and markup outside server containers alone',
    () => {
      const c = serverMarkup(vi.fn());
      const link = q(c, 'a');
      const clicks: Event[] = [];
      link.addEventListener('click', (e) => {
        clicks.push(e);
        e.preventDefault();
      });
      link.click();
      expect(clicks).toHaveLength(1);
      expect(clicks[0]?.defaultPrevented).toBe(true);
      expect(queue()).toEqual([]);

      const plain = document.createElement('button');
      document.body.appendChild(plain);
      let ran = 0;
      plain.addEventListener('click', () => ran++);
      plain.click();
      expect(ran).toBe(1);

      c.setAttribute(LIVE_ATTRIBUTE, '');
      let reached = 0;
      q(c, 'button').addEventListener('click', (e) => {
        reached++;
        e.preventDefault();
      });
      q(c, 'button').click();
      expect(reached).toBe(1);
      expect(queue()).toEqual([]);
    },
  );

  it("holds a tap on a product's server markup inside the hydrated centre until the product hydrates it", async () => {
    // The centre has hydrated around the product's markup (live), which has no handlers yet.
    const centre = document.createElement('div');
    centre.setAttribute('data-scf-ssr', '/center.js');
    centre.setAttribute(LIVE_ATTRIBUTE, '');
    const product = document.createElement('div');
    product.setAttribute(PRODUCT_SSR_ATTRIBUTE, '/bill.js');
    const onLogin = vi.fn();
    product.innerHTML = renderToString(<LoginLike onLogin={onLogin} />);
    centre.appendChild(product);
    document.body.appendChild(centre);
    const account = q(product, 'input[aria-label="账号"]') as HTMLInputElement;
    account.value = '13800000002';
    const button = q(product, 'button');
    button.click();
    expect(queue()).toEqual([button]);
    expect(button.getAttribute('aria-busy')).toBe('true');

    beforeHydration(product);
    await act(async () => {
      hydrateRoot(product, <LoginLike onLogin={onLogin} />);
    });
    await act(async () => {
      afterHydration(product);
    });
    expect(onLogin).toHaveBeenCalledWith('13800000002', false);
    expect(queue()).toEqual([]);
    // Taken over (the mark goes): taps reach the product directly.
    product.removeAttribute(PRODUCT_SSR_ATTRIBUTE);
    button.click();
    expect(queue()).toEqual([]);
    expect(onLogin).toHaveBeenCalledTimes(2);
  });

  it('while the markup hydrates (in slices), typing still reaches React and a tap waits for it', async () => {
    // The application has taken over the container (the server mark is gone) and React has
    // hydrated part of it: the reader types a keyword and taps 登录 in between.
    const onLogin = vi.fn();
    const c = serverMarkup(onLogin);
    beforeHydration(c);
    c.removeAttribute('data-scf-ssr');
    await act(async () => {
      hydrateRoot(c, <LoginLike onLogin={onLogin} />);
    });
    const account = q(c, 'input[aria-label="账号"]') as HTMLInputElement;
    // Typed as the browser types into markup React has not seen change: the value is set and
    // an input event sent, but React's tracker already holds that value (facebook/react#12955).
    const tracker = (account as unknown as { _valueTracker?: { setValue: (v: string) => void } })._valueTracker;
    account.value = '13800000005';
    tracker?.setValue('13800000005');
    account.dispatchEvent(new Event('input', { bubbles: true }));
    const button = q(c, 'button');
    button.click();
    expect(onLogin).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      afterHydration(c);
    });
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onLogin).toHaveBeenCalledWith('13800000005', false);
    // Live now: taps reach React directly.
    button.click();
    expect(onLogin).toHaveBeenCalledTimes(2);
    expect(queue()).toEqual([]);
  });

  it('lets the container go when its hydration is abandoned, dropping the taps held in it', () => {
    const onLogin = vi.fn();
    const c = serverMarkup(onLogin);
    beforeHydration(c);
    c.removeAttribute('data-scf-ssr');
    const button = q(c, 'button');
    button.click();
    expect(queue()).toEqual([button]);
    abandonHydration(c);
    expect(c.hasAttribute(HYDRATING_ATTRIBUTE)).toBe(false);
    expect(queue()).toEqual([]);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    let reached = 0;
    button.addEventListener('click', (e) => {
      reached++;
      e.preventDefault();
    });
    button.click();
    expect(reached).toBe(1);
  });

  it('drops a tap whose element the client replaced (markup not taken over)', async () => {
    const onLogin = vi.fn();
    const c = serverMarkup(onLogin);
    q(c, 'button').click();
    beforeHydration(c);
    c.replaceChildren();
    await act(async () => {
      afterHydration(c);
    });
    expect(onLogin).not.toHaveBeenCalled();
    expect(queue()).toEqual([]);
  });
});
