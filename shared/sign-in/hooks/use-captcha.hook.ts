/**
 * `useCaptcha()`: the image captcha of this tab (bound to shared's browser id). A captcha is
 * single use on the server, even when the answer was wrong, so forms call `refresh()` after
 * every submit that consumed one. A request still running when the form unmounts is aborted.
 * `enabled: false` (a closed dialog) loads nothing; each time it turns true a new image loads.
 */
import { useCallback, useEffect, useState } from 'react';
import { ensureBrowserId, errorMessage, getCaptcha } from '../../index';

/** Only the server's own PNG data URL is shown; anything else is not an image we asked for. */
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export function captchaImageOf(value: unknown): string | null {
  return typeof value === 'string' && value.length < 200_000 && PNG_DATA_URL.test(value) ? value : null;
}

export interface Captcha {
  /** The image (a checked PNG data URL), or null while loading or after a failure. */
  image: string | null;
  loading: boolean;
  error: string | null;
  /** Fetches a new image (the old answer is void on the server). */
  refresh: () => void;
  /** Increases on every new image: forms clear the typed answer when it changes. */
  version: number;
}

export function useCaptcha(enabled = true): Captcha {
  const [version, setVersion] = useState(0);
  const [image, setImage] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (enabled === false) return undefined;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getCaptcha(ensureBrowserId(), { signal: controller.signal }).then(
      (res) => {
        if (controller.signal.aborted) return;
        const image = captchaImageOf(res?.image);
        setImage(image);
        setError(image ? null : '验证码图片无效，请换一张');
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
  }, [version, enabled]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { image, loading, error, refresh, version };
}
