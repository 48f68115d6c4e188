/**
 * `defineParcel`: lifecycles with the error boundary, the provider and the page of the route
 * loaded before mount; server markup is hydrated only when it was rendered from this very
 * file, and otherwise replaced.
 */
import { requestsHeld } from '../../../shared/http/paint-gate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import type { AppProps } from 'single-spa';
import {
  PRODUCT_CENTRE_PATH,
  RoutePage,
  ServerRenderContext,
  containerId,
  definePages,
  routeOf,
  type ServerRender,
} from '@scf/shared';
import { defineParcel, defineProductParcel, type ProductProps } from '@scf/shared/ui';

const MODULE = 'http://portal.test/assets/parcels/login/login-abc.js';

function Greeting() {
  return (
    <button type="button" onClick={(e) => (e.currentTarget.textContent = '已点击')}>
      你好
    </button>
  );
}

const makeParcel = (moduleUrl = MODULE) => {
  const pages = definePages<object>('login', { 'login/login': async () => ({ default: Greeting }) });
  return defineParcel({ moduleUrl, rootComponent: () => <RoutePage pages={pages} props={{}} />, pages });
};

const props = { name: '@scf/login', singleSpa: {}, mountParcel: vi.fn() } as unknown as AppProps;

async function serverMarkup(): Promise<string> {
  const parcel = makeParcel();
  await parcel.pages?.preload('login/login');
  const request: ServerRender = {
    route: routeOf('/login'),
    data: { has: () => false, get: () => undefined, request: () => undefined },
    viewport: 'desktop',
  };
  const Root = parcel.Root;
  return renderToString(
    <ServerRenderContext.Provider value={request}>
      <Root />
    </ServerRenderContext.Provider>,
  );
}

function serverContainer(html: string, builtFrom: string): HTMLElement {
  const el = document.createElement('div');
  el.id = containerId('login');
  el.setAttribute('data-scf-ssr', builtFrom);
  el.innerHTML = html;
  document.body.appendChild(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
  performance.clearMarks();
});

describe('defineParcel', () => {
  it('hydrates server markup rendered from its own file: the same elements, now interactive', async () => {
    window.history.replaceState(null, '', '/login');
    const el = serverContainer(await serverMarkup(), '/assets/parcels/login/login-abc.js');
    const serverButton = el.querySelector('button');
    const errors = vi.spyOn(console, 'error');
    const parcel = makeParcel();
    await parcel.lifecycles.bootstrap(props);
    await parcel.lifecycles.mount(props);
    expect(performance.getEntriesByName('scf:hydrate:login')).toHaveLength(1);
    const button = el.querySelector('button');
    expect(button).toBe(serverButton);
    button?.click();
    expect(button?.textContent).toBe('已点击');
    expect(el.hasAttribute('data-scf-ssr')).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    await parcel.lifecycles.unmount(props);
    expect(el.childElementCount).toBe(0);
  });

  it('renders from scratch over markup built from another file (a redeployed parcel)', async () => {
    window.history.replaceState(null, '', '/login');
    const el = serverContainer(await serverMarkup(), '/assets/parcels/login/login-OLD.js');
    const serverButton = el.querySelector('button');
    const parcel = makeParcel();
    await parcel.lifecycles.bootstrap(props);
    await parcel.lifecycles.mount(props);
    expect(performance.getEntriesByName('scf:hydrate:login')).toHaveLength(0);
    expect(el.querySelector('button')).not.toBe(serverButton);
    expect(el.querySelectorAll('button')).toHaveLength(1);
    await parcel.lifecycles.unmount(props);
  });

  it('marks scf:app-paint once per mount, after the frame that follows the commit showing the page', async () => {
    window.history.replaceState(null, '', '/login');
    // Frames that earlier tests' mounts asked for come first, and their marks with them.
    await new Promise((resolve) => setTimeout(resolve, 100));
    performance.clearMarks();
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const parcel = makeParcel();
    await parcel.lifecycles.bootstrap(props);
    await parcel.lifecycles.mount(props);
    // Committed, but no frame yet: no mark.
    expect(document.getElementById(containerId('login'))?.querySelector('button')).not.toBeNull();
    expect(performance.getEntriesByName('scf:app-paint')).toHaveLength(0);
    // The mark's frame callback and the request hold's (paint-gate.ts).
    expect(frames).toHaveLength(2);
    for (const frame of frames.splice(0)) frame(performance.now());
    // The mark follows the frame (a task after it), once.
    expect(performance.getEntriesByName('scf:app-paint')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(performance.getEntriesByName('scf:app-paint')).toHaveLength(1);
    await parcel.lifecycles.unmount(props);
    await parcel.lifecycles.mount(props);
    for (const frame of frames.splice(0)) frame(performance.now());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(performance.getEntriesByName('scf:app-paint')).toHaveLength(2);
    await parcel.lifecycles.unmount(props);
    raf.mockRestore();
  });

  it(
    'renders a mount from scratch in the mounting task: ' + 'no frame can show the page without either application',
    async () => {
      window.history.replaceState(null, '', '/login');
      const parcel = makeParcel();
      await parcel.lifecycles.bootstrap(props);
      await parcel.pages?.preload('login/login');
      const mounted = parcel.lifecycles.mount(props);
      // Only microtasks: React's own scheduling would render in a later task.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(document.getElementById(containerId('login'))?.querySelector('button')?.textContent).toBe('你好');
      // The requests its effects made wait for that first frame (paint-gate.ts).
      expect(requestsHeld()).not.toBeNull();
      await mounted;
      await parcel.lifecycles.unmount(props);
    },
  );

  it('finishes an unmount in the unmounting task, so the next application mounts before any frame', async () => {
    window.history.replaceState(null, '', '/login');
    const parcel = makeParcel();
    await parcel.lifecycles.bootstrap(props);
    await parcel.lifecycles.mount(props);
    let done = false;
    void parcel.lifecycles.unmount(props).then(() => {
      done = true;
    });
    // Only microtasks: single-spa-react alone would resolve on a timer, a task later.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(done).toBe(true);
    expect(document.getElementById(containerId('login'))?.querySelector('button')).toBeNull();
  });

  it('finishes a product parcel’s unmount in the unmounting task too (it is not UNMOUNTING for a task)', async () => {
    const parcel = defineProductParcel({ rootComponent: Greeting, prodCode: 'CREDIT', moduleUrl: MODULE });
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const productProps = {
      ...props,
      name: 'product-credit',
      domElement,
      prodCode: 'CREDIT',
      basePath: '/center/product/CREDIT',
    } as unknown as AppProps & ProductProps;
    await parcel.lifecycles.bootstrap(productProps);
    await parcel.lifecycles.mount(productProps);
    await vi.waitFor(() => expect(domElement.querySelector('button')).not.toBeNull());
    let done = false;
    void parcel.lifecycles.unmount(productProps).then(() => {
      done = true;
    });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(done).toBe(true);
    expect(domElement.querySelector('button')).toBeNull();
  });

  it('renders into its own container when the page has none', async () => {
    window.history.replaceState(null, '', '/login');
    const parcel = makeParcel();
    await parcel.lifecycles.bootstrap(props);
    await parcel.lifecycles.mount(props);
    expect(document.getElementById(containerId('login'))?.querySelector('button')?.textContent).toBe('你好');
    await parcel.lifecycles.unmount(props);
  });

  it('shows the error view with the parcel’s own way out when a page throws', async () => {
    window.history.replaceState(null, '', '/login');
    const Broken = (): never => {
      throw new Error('boom');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = defineParcel({
      pages: definePages<object>('login', {}),
      rootComponent: Broken,
      errorHome: { path: '/center/product/product', label: '返回产品中心' },
    });
    await parcel.lifecycles.bootstrap(props);
    await parcel.lifecycles.mount(props);
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    const link = document.querySelector<HTMLAnchorElement>('[role="alert"] a');
    expect(link?.getAttribute('href')).toBe('/center/product/product');
    expect(link?.textContent).toBe('返回产品中心');
    await parcel.lifecycles.unmount(props);
    errors.mockRestore();
  });

  it('gives a product parcel the centre’s way out and a name from its code', async () => {
    const Broken = (): never => {
      throw new Error('boom');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parcel = defineProductParcel({ rootComponent: Broken, prodCode: 'BILL', moduleUrl: MODULE });
    expect(parcel.Root.displayName).toBe('ParcelRoot(product-bill)');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const productProps = {
      ...props,
      name: 'product-bill',
      domElement,
      prodCode: 'BILL',
      basePath: '/center/product/BILL',
    } as unknown as AppProps & ProductProps;
    await parcel.lifecycles.bootstrap(productProps);
    await parcel.lifecycles.mount(productProps);
    await vi.waitFor(() => expect(domElement.querySelector('[role="alert"]')).not.toBeNull());
    const link = domElement.querySelector<HTMLAnchorElement>('[role="alert"] a');
    expect(link?.getAttribute('href')).toBe(PRODUCT_CENTRE_PATH);
    expect(link?.textContent).toBe('返回产品中心');
    await parcel.lifecycles.unmount(productProps);
    errors.mockRestore();
  });
});
