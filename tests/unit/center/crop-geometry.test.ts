import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_ZOOM,
  baseScale,
  centredView,
  clampView,
  panBy,
  sourceRect,
  zoomAroundCentre,
} from '../../../parcels/center/crm/user/crop-geometry';

const V = 280;

describe('avatar crop geometry', () => {
  it('covers the viewport with the smaller side at zoom 1 and centres the image', () => {
    const wide = { width: 1000, height: 500 };
    expect(baseScale(wide, V)).toBeCloseTo(V / 500);
    const view = centredView(wide, V);
    expect(view.zoom).toBe(1);
    expect(view.y).toBe(0);
    // 1000 px scaled to 560 px wide, centred: 140 px hidden on each side.
    expect(view.x).toBeCloseTo(-140);
    const r = sourceRect(wide, V, view);
    expect(r).toMatchObject({ sy: 0 });
    expect(r.sw).toBeCloseTo(500);
    expect(r.sx).toBeCloseTo(250);
  });

  it('never lets the image leave an empty band (panning is clamped)', () => {
    const img = { width: 800, height: 600 };
    const start = centredView(img, V);
    expect(panBy(img, V, start, 10_000, 10_000)).toMatchObject({ x: 0, y: 0 });
    const far = panBy(img, V, start, -10_000, -10_000);
    const scale = baseScale(img, V);
    expect(far.x).toBeCloseTo(V - img.width * scale);
    expect(far.y).toBeCloseTo(V - img.height * scale);
  });

  it('keeps the zoom between 1 and the maximum and ignores non-numbers', () => {
    const img = { width: 400, height: 400 };
    expect(clampView(img, V, { x: 0, y: 0, zoom: 99 }).zoom).toBe(MAX_ZOOM);
    expect(clampView(img, V, { x: 0, y: 0, zoom: 0.1 }).zoom).toBe(1);
    expect(clampView(img, V, { x: Number.NaN, y: Number.POSITIVE_INFINITY, zoom: Number.NaN })).toEqual({
      x: 0,
      y: 0,
      zoom: 1,
    });
  });

  it('zooms around the centre of the viewport', () => {
    const img = { width: 1000, height: 1000 };
    const start = centredView(img, V);
    const before = sourceRect(img, V, start);
    const zoomed = zoomAroundCentre(img, V, start, 2);
    const after = sourceRect(img, V, zoomed);
    expect(after.sw).toBeCloseTo(before.sw / 2);
    expect(after.sx + after.sw / 2).toBeCloseTo(before.sx + before.sw / 2);
    expect(after.sy + after.sh / 2).toBeCloseTo(before.sy + before.sh / 2);
  });

  it('always crops a square inside the source image, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 1, max: 8000 }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        (width, height, x, y, zoom) => {
          const img = { width, height };
          const r = sourceRect(img, V, { x, y, zoom });
          const eps = 1e-6 * Math.max(width, height);
          expect(r.sw).toBeCloseTo(r.sh);
          expect(r.sx).toBeGreaterThanOrEqual(-eps);
          expect(r.sy).toBeGreaterThanOrEqual(-eps);
          expect(r.sx + r.sw).toBeLessThanOrEqual(width + eps);
          expect(r.sy + r.sh).toBeLessThanOrEqual(height + eps);
        },
      ),
    );
  });
});
