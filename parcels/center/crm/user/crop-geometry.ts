/**
 * The arithmetic of the avatar crop: a square viewport over an image that always covers it.
 * Pure functions, so the clamping rules are unit-tested without a canvas.
 */

export interface Size {
  width: number;
  height: number;
}

/** Where the image sits in the viewport: top-left offset (≤ 0) and zoom (≥ 1). */
export interface CropView {
  x: number;
  y: number;
  zoom: number;
}

export interface SourceRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const finite = (n: number, fallback: number): number => (Number.isFinite(n) ? n : fallback);

function clampZoom(zoom: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, finite(zoom, MIN_ZOOM)));
}

/** Scale at zoom 1: the smaller side of the image fills the viewport ("cover"). */
export function baseScale(image: Size, viewport: number): number {
  if (image.width <= 0 || image.height <= 0 || viewport <= 0) return 1;
  return Math.max(viewport / image.width, viewport / image.height);
}

function scaleOf(image: Size, viewport: number, zoom: number): number {
  return baseScale(image, viewport) * clampZoom(zoom);
}

/** Keeps the image covering the whole viewport: no empty band on any side. */
export function clampView(image: Size, viewport: number, view: CropView): CropView {
  const zoom = clampZoom(view.zoom);
  const scale = scaleOf(image, viewport, zoom);
  const minX = Math.min(0, viewport - image.width * scale);
  const minY = Math.min(0, viewport - image.height * scale);
  return {
    zoom,
    x: Math.min(0, Math.max(minX, finite(view.x, 0))),
    y: Math.min(0, Math.max(minY, finite(view.y, 0))),
  };
}

/** The starting view: zoom 1, image centred. */
export function centredView(image: Size, viewport: number): CropView {
  const scale = scaleOf(image, viewport, 1);
  return clampView(image, viewport, {
    zoom: 1,
    x: (viewport - image.width * scale) / 2,
    y: (viewport - image.height * scale) / 2,
  });
}

/**
 * A new zoom that keeps the viewport's centre on the same image point, which is what a user
 * expects from a zoom slider.
 */
export function zoomAroundCentre(image: Size, viewport: number, view: CropView, nextZoom: number): CropView {
  const before = scaleOf(image, viewport, view.zoom);
  const after = scaleOf(image, viewport, nextZoom);
  const cx = (viewport / 2 - view.x) / before;
  const cy = (viewport / 2 - view.y) / before;
  return clampView(image, viewport, { zoom: nextZoom, x: viewport / 2 - cx * after, y: viewport / 2 - cy * after });
}

export function panBy(image: Size, viewport: number, view: CropView, dx: number, dy: number): CropView {
  return clampView(image, viewport, { ...view, x: view.x + finite(dx, 0), y: view.y + finite(dy, 0) });
}

/** The part of the source image the viewport shows, in source pixels. */
export function sourceRect(image: Size, viewport: number, view: CropView): SourceRect {
  const v = clampView(image, viewport, view);
  const scale = scaleOf(image, viewport, v.zoom);
  const side = viewport / scale;
  // max(0, …) also turns the -0 of an unmoved view into 0.
  return { sx: Math.max(0, -v.x / scale), sy: Math.max(0, -v.y / scale), sw: side, sh: side };
}
