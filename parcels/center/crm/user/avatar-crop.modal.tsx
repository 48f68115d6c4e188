/**
 * Crops a chosen picture to a square avatar with a plain canvas (no extra dependency):
 * drag or arrow keys to move, the slider or +/- to zoom. The result is a 256×256 PNG, so
 * what is uploaded is small and re-encoded whatever the source was.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Alert, Modal, Slider, Space, Typography } from 'antd';
import {
  MAX_ZOOM,
  MIN_ZOOM,
  centredView,
  clampView,
  panBy,
  sourceRect,
  zoomAroundCentre,
  type CropView,
  type Size,
} from './crop-geometry';
import { PREVIEW, styles, VIEWPORT } from './avatar-crop.style';

const AVATAR_OUTPUT_SIZE = 256;
const KEY_STEP = 10;
const ZOOM_STEP = 0.1;

export interface AvatarCropModalProps {
  /** The picture to crop; null closes the dialog. */
  file: File | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (png: Blob) => void;
}

function draw(
  canvas: HTMLCanvasElement | null,
  image: HTMLImageElement,
  size: Size,
  view: CropView,
  side: number,
  round: boolean,
): void {
  if (!canvas) return;
  const ratio = Math.max(1, Math.min(3, window.devicePixelRatio || 1));
  if (canvas.width !== side * ratio) {
    canvas.width = side * ratio;
    canvas.height = side * ratio;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const r = sourceRect(size, VIEWPORT, view);
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, side, side);
  ctx.save();
  if (round) {
    ctx.beginPath();
    ctx.arc(side / 2, side / 2, side / 2, 0, Math.PI * 2);
    ctx.clip();
  }
  ctx.drawImage(image, r.sx, r.sy, r.sw, r.sh, 0, 0, side, side);
  ctx.restore();
}

/** Renders the crop to a PNG of the avatar size. */
function exportPng(image: HTMLImageElement, size: Size, view: CropView): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_OUTPUT_SIZE;
  canvas.height = AVATAR_OUTPUT_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.resolve(null);
  const r = sourceRect(size, VIEWPORT, view);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, r.sx, r.sy, r.sw, r.sh, 0, 0, AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE);
  return new Promise((resolve) => canvas.toBlob((b) => resolve(b), 'image/png'));
}

export function AvatarCropModal({ file, saving, onCancel, onConfirm }: AvatarCropModalProps): React.JSX.Element {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<CropView>({ x: 0, y: 0, zoom: 1 });
  const [error, setError] = useState<string | null>(null);
  const stage = useRef<HTMLCanvasElement | null>(null);
  const preview = useRef<HTMLCanvasElement | null>(null);
  const drag = useRef<{ id: number; x: number; y: number } | null>(null);

  // Decode the file; the object URL is released when the file changes or the dialog closes.
  useEffect(() => {
    setImage(null);
    setError(null);
    if (!file) return undefined;
    const url = URL.createObjectURL(file);
    const img = new Image();
    let live = true;
    img.onload = () => {
      if (!live) return;
      const s = { width: img.naturalWidth, height: img.naturalHeight };
      setSize(s);
      setView(centredView(s, VIEWPORT));
      setImage(img);
    };
    img.onerror = () => {
      if (live) setError('图片无法读取，请选择 JPG、PNG 或 WebP 格式的图片');
    };
    img.src = url;
    return () => {
      live = false;
      img.onload = null;
      img.onerror = null;
      URL.revokeObjectURL(url);
    };
  }, [file]);

  useEffect(() => {
    if (!image) return;
    draw(stage.current, image, size, view, VIEWPORT, false);
    draw(preview.current, image, size, view, PREVIEW, true);
  }, [image, size, view]);

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!image) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
  };
  const onPointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    setView((v) => panBy(size, VIEWPORT, v, e.clientX - d.x, e.clientY - d.y));
    drag.current = { id: d.id, x: e.clientX, y: e.clientY };
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      setView((v) => panBy(size, VIEWPORT, v, move[0], move[1]));
    } else if (e.key === '+' || e.key === '=') {
      e.preventDefault();
      setView((v) => zoomAroundCentre(size, VIEWPORT, v, v.zoom + ZOOM_STEP));
    } else if (e.key === '-' || e.key === '_') {
      e.preventDefault();
      setView((v) => zoomAroundCentre(size, VIEWPORT, v, v.zoom - ZOOM_STEP));
    }
  };

  const confirm = async () => {
    if (!image) return;
    const png = await exportPng(image, size, clampView(size, VIEWPORT, view));
    if (!png) {
      setError('当前浏览器无法生成头像图片，请更换浏览器后重试');
      return;
    }
    onConfirm(png);
  };

  return (
    <Modal
      open={file !== null}
      title="裁剪头像"
      okText="保存头像"
      cancelText="取消"
      onOk={() => void confirm()}
      onCancel={onCancel}
      okButtonProps={{ disabled: !image, loading: saving }}
      maskClosable={false}
      destroyOnHidden
      width={420}
    >
      {error ? (
        <Alert type="error" showIcon title={error} />
      ) : (
        <Space orientation="vertical" size="middle" style={styles.column}>
          {/* A keyboard-operated crop area (arrows move, +/- zoom), not a form group: <fieldset> would be wrong. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a crop area, not a form group (see above) */}
          <div
            role="group"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: operated with the keyboard, so it must take focus.
            tabIndex={0}
            aria-label="裁剪区域：拖动或按方向键移动图片，按加号或减号缩放"
            onKeyDown={onKeyDown}
            style={styles.cropArea}
          >
            {/* A canvas without tabindex takes no focus; the labelled group around it is the control. */}
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the canvas takes no focus (see above) */}
            <canvas
              ref={stage}
              aria-hidden="true"
              data-testid="avatar-crop-stage"
              style={image ? styles.stage : styles.emptyStage}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            />
          </div>
          <div style={styles.zoom}>
            <Typography.Text id="avatar-zoom-label">缩放</Typography.Text>
            <Slider
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={ZOOM_STEP}
              value={view.zoom}
              disabled={!image}
              onChange={(z: number) => setView((v) => zoomAroundCentre(size, VIEWPORT, v, z))}
              tooltip={{ formatter: (z?: number) => `${Math.round((z ?? 1) * 100)}%` }}
              ariaLabelledByForHandle="avatar-zoom-label"
            />
          </div>
          <Space align="center">
            {/* A canvas without tabindex takes no focus; the text beside it says what it shows. */}
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: the canvas takes no focus (see above) */}
            <canvas ref={preview} aria-hidden="true" style={styles.preview} />
            <Typography.Text type="secondary">
              预览（保存为 {AVATAR_OUTPUT_SIZE}×{AVATAR_OUTPUT_SIZE} 像素）
            </Typography.Text>
          </Space>
        </Space>
      )}
    </Modal>
  );
}
