/**
 * 复制链接 / 二维码 of a sent invitation: its registration link carrying the code (the
 * registration page prefills the code from it). Copying uses the clipboard; when the browser
 * refuses, the link is shown selected in a read-only field to copy by hand. The QR code holds
 * the same link and can be downloaded as a PNG.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input, type InputRef, Modal, QRCode, theme, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { invitationLink, showMessage } from '@scf/shared';
import { styles } from './invitation-link.style';

/** How long 已复制 shows beside 复制链接 after a copy. */
const COPIED_SHOWN_MS = 2500;

function linkOf(code: string): string {
  return invitationLink(window.location.origin, code);
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** antd draws the code on a canvas with role img: it is named here, for screen readers. */
function QrImage({ link, compName }: { link: string; compName: string }) {
  const box = useRef<HTMLDivElement>(null);
  // A canvas takes real colours, not CSS variables: the theme's tokens as antd resolved them.
  const { token } = theme.useToken();
  useEffect(() => {
    box.current?.querySelector('canvas')?.setAttribute('aria-label', `邀请“${compName}”注册的二维码`);
  });
  return (
    <div ref={box} data-testid="invite-qr">
      <QRCode value={link} size={200} type="canvas" color={token.colorText} bgColor={token.colorBgContainer} />
    </div>
  );
}

/** The link in a read-only field, selected, for copying by hand. */
function ManualCopy({ link }: { link: string }) {
  const input = useRef<InputRef>(null);
  useEffect(() => {
    input.current?.select();
  }, []);
  return (
    <>
      <p>浏览器不允许自动复制，链接已选中，请按 Ctrl+C（手机上长按）复制：</p>
      <Input
        ref={input}
        readOnly
        value={link}
        aria-label="邀请链接"
        onFocus={(e) => e.currentTarget.select()}
        data-testid="invite-link-manual"
      />
    </>
  );
}

export function InvitationLinkActions({
  code,
  compName,
  size = 'small',
}: {
  code: string;
  compName: string;
  size?: 'small' | 'middle';
}) {
  const [manual, setManual] = useState(false);
  const [qr, setQr] = useState(false);
  // 已复制 beside the button for a moment: the feedback where the reader looks (the toast at the
  // top of the screen went unnoticed over a dialog).
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const qrBox = useRef<HTMLDivElement>(null);
  const link = linkOf(code);

  const copy = async () => {
    if (await copyText(link)) {
      setCopied(true);
      showMessage('success', '邀请链接已复制');
    } else setManual(true);
  };

  const download = () => {
    const canvas = qrBox.current?.querySelector('canvas');
    if (!canvas) return;
    const a = document.createElement('a');
    a.href = canvas.toDataURL('image/png');
    a.download = `邀请二维码-${compName}.png`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };

  return (
    <>
      <Button type="link" size={size} onClick={() => void copy()} aria-label={`复制链接：${compName}`}>
        复制链接
      </Button>
      {copied ? (
        <Typography.Text type="success" role="status" data-testid="invite-copied">
          <CheckOutlined aria-hidden /> 已复制
        </Typography.Text>
      ) : null}
      <Button
        type="link"
        size={size}
        onClick={() => setQr(true)}
        aria-label={`二维码：${compName}`}
        autoInsertSpace={false}
      >
        二维码
      </Button>
      <Modal
        open={manual}
        title="复制邀请链接"
        onCancel={() => setManual(false)}
        footer={<Button onClick={() => setManual(false)}>关闭</Button>}
        destroyOnHidden
      >
        <ManualCopy link={link} />
      </Modal>
      <Modal
        open={qr}
        title="邀请二维码"
        onCancel={() => setQr(false)}
        footer={
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setQr(false)}>关闭</Button>
            <Button type="primary" onClick={download}>
              下载二维码
            </Button>
          </Flex>
        }
        destroyOnHidden
      >
        <Flex vertical align="center" gap={12}>
          <div ref={qrBox}>
            <QrImage link={link} compName={compName} />
          </div>
          <Typography.Paragraph style={styles.caption}>请“{compName}”扫码注册，邀请码将自动填写。</Typography.Paragraph>
          <Typography.Text type="secondary" style={styles.link}>
            {link}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
