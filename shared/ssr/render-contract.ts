/**
 * What passes between the host and the server bundle when a page is rendered on the server:
 * build/ssr-entry.tsx renders (`renderPage`), server/host/server-render.ts loads that bundle
 * and builds the host page from its answer. Declared once here so the two sides cannot drift.
 */
import type { Viewport } from '../layout/breakpoint';

/** One HTTP exchange with the portal's own API (Fastify's `inject` in the server). */
export type ApiTransport = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{
  status: number;
  headers: Record<string, string>;
  body: string;
}>;

/** A rendered page; `A` is the application's name (the bundle knows the names, the host reads any). */
export interface RenderedPage<A extends string = string> {
  app: A;
  /** The application's markup (the inside of its container). */
  html: string;
  /** antd's CSS for exactly what was rendered, as <style> elements. */
  css: string;
  /** The answers the page was rendered with, by request key. */
  data: Record<string, unknown>;
  title: string;
  /** False when some data could not be loaded (those sections render as loading). */
  complete: boolean;
  /** The viewport it was rendered for. */
  viewport: Viewport;
}
