/**
 * The three elements as defined by the bundles: bad attributes are warned about and replaced
 * by defaults, events bubble out of the shadow root composed, navigation is the page's to
 * cancel, and everything renders inside the shadow root.
 */
import { act, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineScfElements, ELEMENT_TAGS } from '../../../parcels/elements/define-elements';
import HeaderElement from '../../../parcels/elements/header-element.component';
import MessageSidebarElement from '../../../parcels/elements/message-sidebar-element.component';
import { requestNavigation } from '../../../parcels/elements/host-events';
import { portalPathFor } from '../../../parcels/elements/foreign-navigation';
import { http } from '../../../shared/http/axios-instance';
import { apiBaseURL, configureHttp } from '../../../shared/http/api-base';
import { resetAll } from '../shared/helpers';
import { mockViewport } from './mock-viewport';

vi.setConfig({ testTimeout: 30_000 });

const savedBase = apiBaseURL();

beforeAll(() => {
  defineScfElements(
    { kind: 'foreign', portalBase: 'https://portal.example.com', apiBase: 'https://portal.example.com/api' },
    { header: HeaderElement, messageSidebar: MessageSidebarElement },
  );
});
afterAll(() => {
  configureHttp({ baseURL: savedBase });
});
afterEach(async () => {
  document.body.innerHTML = '';
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  vi.restoreAllMocks();
  resetAll();
});

const root = (tag: string): ShadowRoot => document.querySelector(tag)!.shadowRoot!;

describe('defined elements', () => {
  it('defines <scf-header>, <scf-message-sidebar> and <scf-service-widget> and points the API at the portal', () => {
    expect(ELEMENT_TAGS).toEqual(['scf-header', 'scf-message-sidebar', 'scf-service-widget']);
    for (const tag of ELEMENT_TAGS) expect(customElements.get(tag)).toBeTruthy();
    expect(http.defaults.baseURL).toBe('https://portal.example.com/api');
  });

  it('warns once per bad attribute and renders with the defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<scf-service-widget position="middle" chat-url="javascript:alert(1)" collapsed="perhaps"></scf-service-widget>';
    await waitFor(() => expect(root('scf-service-widget').querySelector('aside')).not.toBeNull());
    const aside = root('scf-service-widget').querySelector('aside')!;
    expect(aside.style.right).toBe('16px');
    expect(aside.getAttribute('data-scf-widget')).toBe('open');
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.startsWith('[scf-service-widget] 属性 position="middle"'))).toHaveLength(1);
    expect(
      messages.filter((m) => m.startsWith('[scf-service-widget] 属性 chat-url="javascript:alert(1)"')),
    ).toHaveLength(1);
    expect(messages.filter((m) => m.startsWith('[scf-service-widget] 属性 collapsed="perhaps"'))).toHaveLength(1);
    // Rendering again (an attribute change) does not repeat the warnings.
    await act(async () => document.querySelector('scf-service-widget')!.setAttribute('hotline', '400-000-1234'));
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('position="middle"'))).toHaveLength(1);
  });

  it('<scf-service-widget> starts collapsed under 992 px unless the page set collapsed', async () => {
    mockViewport(true);
    document.body.innerHTML =
      '<scf-service-widget></scf-service-widget><scf-service-widget collapsed="false"></scf-service-widget>';
    const [auto, open] = [...document.querySelectorAll('scf-service-widget')].map((el) => el.shadowRoot!);
    await waitFor(() => expect(auto!.querySelector('aside')?.getAttribute('data-scf-widget')).toBe('collapsed'));
    await waitFor(() => expect(open!.querySelector('aside')?.getAttribute('data-scf-widget')).toBe('open'));
    // The user can still open it, and the page hears about it.
    const toggles: boolean[] = [];
    document.body.addEventListener('scf-toggle', (e) =>
      toggles.push((e as CustomEvent<{ collapsed: boolean }>).detail.collapsed),
    );
    await act(async () => auto!.querySelector<HTMLButtonElement>('button[aria-label="打开客服面板"]')!.click());
    expect(auto!.querySelector('aside')?.getAttribute('data-scf-widget')).toBe('open');
    expect(toggles).toEqual([false]);
  });

  it('puts the host reset and antd styles inside the shadow root, not into the page', async () => {
    document.body.innerHTML = '<scf-message-sidebar></scf-message-sidebar>';
    await waitFor(() => expect(root('scf-message-sidebar').querySelector('nav')).not.toBeNull());
    const css = [...root('scf-message-sidebar').querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    expect(css).toContain(':host { all: initial; display: block; }');
    expect(css).toContain('font-size: 14px !important');
    expect(document.head.querySelectorAll('style[data-css-hash], style[data-rc-order]')).toHaveLength(0);
  });

  it('raises bubbling, composed events; the page may cancel navigation', async () => {
    document.body.innerHTML = '<div id="page"><scf-message-sidebar></scf-message-sidebar></div>';
    await waitFor(() => expect(root('scf-message-sidebar').querySelector('a')).not.toBeNull());
    const seen: { type: string; detail: unknown; composed: boolean }[] = [];
    const page = document.getElementById('page')!;
    page.addEventListener('scf-navigate', (e) => {
      seen.push({ type: e.type, detail: (e as CustomEvent).detail, composed: e.composed });
      e.preventDefault();
    });
    page.addEventListener('scf-toggle', (e) =>
      seen.push({ type: e.type, detail: (e as CustomEvent).detail, composed: e.composed }),
    );
    const links = root('scf-message-sidebar').querySelectorAll('a');
    await act(async () => (links[1] as HTMLAnchorElement).click());
    await act(async () => (root('scf-message-sidebar').querySelector('button') as HTMLButtonElement).click());
    expect(seen).toEqual([
      {
        type: 'scf-navigate',
        detail: { path: '/center/crm/affiche/list', url: 'https://portal.example.com/center/crm/affiche/list' },
        composed: true,
      },
      { type: 'scf-toggle', detail: { collapsed: true }, composed: true },
    ]);
  });

  it(
    'sends a foreign page to the portal when navigation is not cancelled; ' +
      'login redirects to foreign paths are dropped',
    () => {
      const target = document.createElement('div');
      document.body.appendChild(target);
      const events: unknown[] = [];
      target.addEventListener('scf-navigate', (e) => events.push((e as CustomEvent).detail));
      const loaded: string[] = [];
      requestNavigation(target, '/index/index', 'https://portal.example.com', (url) => loaded.push(url));
      expect(events).toEqual([{ path: '/index/index', url: 'https://portal.example.com/index/index' }]);
      expect(loaded).toEqual(['https://portal.example.com/index/index']);
      target.addEventListener('scf-navigate', (e) => e.preventDefault());
      requestNavigation(target, '/login', 'https://portal.example.com', (url) => loaded.push(url));
      expect(loaded).toHaveLength(1);
      expect(portalPathFor('/login?redirect=%2Flegacy%2Fpage.html')).toBe('/login');
      expect(portalPathFor('/index/index')).toBe('/index/index');
    },
  );
});
