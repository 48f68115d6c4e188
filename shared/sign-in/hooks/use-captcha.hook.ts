/**
 * `useCaptcha()`: the image captcha of this tab (bound to shared's browser id). A captcha is
 * single use on the server, even when the answer was wrong, so forms call `refresh()` after
 * every submit that consumed one. A request still running when the form unmounts is aborted.
 */
import { useCallback, useEffect, useState } from 'react';
import { ensureBrowserId, errorMessage, getCaptcha } from '../../index';
import { parseCaptchaSvg, type SvgShape } from '../captcha-svg';

export interface Captcha {
  /** The image's checked shapes, or null while loading or after a failure. */
  image: SvgShape | null;
  loading: boolean;
  error: string | null;
  /** Fetches a new image (the old answer is void on the server). */
  refresh: () => void;
  /** Increases on every new image: forms clear the typed answer when it changes. */
  version: number;
}

export function useCaptcha(): Captcha {
  const [version, setVersion] = useState(0);
  const [image, setImage] = useState<SvgShape | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getCaptcha(ensureBrowserId(), { signal: controller.signal }).then(
      (res) => {
        if (controller.signal.aborted) return;
        // Only the server's SVG data URL, reduced to plain shapes, is drawn.
        const shape = parseCaptchaSvg(res?.image);
        setImage(shape);
        setError(shape ? null : '验证码图片无效，请换一张');
        setLoading(false);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setImage(null);
        setError(errorMessage(err, '验证码加载失败，请换一张'));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { image, loading, error, refresh, version };
}
