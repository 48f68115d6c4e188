/**
 * Draws checked captcha shapes (captcha-svg.ts) as inline SVG. Decorative for assistive
 * technology: the button around it is named "图形验证码，看不清？换一张".
 */
import { createElement, type ReactNode } from 'react';
import type { SvgShape } from '../captcha-svg';

function draw(shape: SvgShape, key: number | string): ReactNode {
  return createElement(shape.tag, { key, ...shape.props }, ...shape.children.map((c, i) => draw(c, i)));
}

export function CaptchaImage({ shape, width, height }: { shape: SvgShape; width: number; height: number }) {
  const { width: _w, height: _h, ...rootProps } = shape.props;
  return createElement(
    'svg',
    { ...rootProps, width, height, 'aria-hidden': true, focusable: 'false', 'data-scf-captcha': '', style: { display: 'block' } },
    ...shape.children.map((c, i) => draw(c, i)),
  );
}
