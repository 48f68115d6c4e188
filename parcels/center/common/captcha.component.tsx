/**
 * The image captcha of this tab's browser id, with a text alternative for WCAG 3.3.8: a
 * "看不清？换一张" button that fetches a new one. `refreshKey` changes force a new image
 * (a wrong answer burns the captcha on the server).
 */
import { useEffect, useState } from 'react';
import { Button, Flex, Skeleton } from 'antd';
import { ensureBrowserId, getCaptcha } from '@scf/shared';

export function Captcha({ refreshKey }: { refreshKey: number }): React.JSX.Element {
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    getCaptcha(ensureBrowserId(), { signal: controller.signal })
      .then((c) => {
        // Only the server's own data: URL is shown; anything else is not an image we asked for.
        if (typeof c?.image === 'string' && c.image.startsWith('data:image/png;base64,')) setImage(c.image);
        else setFailed(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [refreshKey, tick]);

  return (
    <Flex align="center" gap={8}>
      {image && !failed ? (
        <img src={image} alt="图形验证码，看不清可点击右侧按钮更换" width={100} height={36} style={{ border: '1px solid #d9d9d9', borderRadius: 4 }} />
      ) : failed ? (
        <span role="alert">验证码加载失败</span>
      ) : (
        <Skeleton.Button active style={{ width: 100, height: 36 }} />
      )}
      <Button type="link" onClick={() => setTick((t) => t + 1)} style={{ paddingInline: 4 }}>
        看不清？换一张
      </Button>
    </Flex>
  );
}
