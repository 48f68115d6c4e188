/**
 * The service widget's settings (docs/decisions/ux-service-widget-settings.md): SERVICE_CHAT_URL
 * and SERVICE_WECHAT_URL are http(s) addresses checked at start, and every host page carries
 * them (escaped) in its meta tags; unset, the tags are empty.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { renderHostPage, type HostFiles } from '../../server/host/host-page';

const TEMPLATE =
  '<!doctype html><html><head><meta name="scf-service-chat-url" content="%SCF_SERVICE_CHAT_URL%" /><meta ' +
  'name="scf-service-wechat-url" content="%SCF_SERVICE_WECHAT_URL%" /></head><body></body></html>';

describe('service widget settings', () => {
  it('are read from the environment and refused unless http(s)', () => {
    const config = loadConfig({
      SERVICE_CHAT_URL: 'https://kefu.example.com/chat?channel=portal',
      SERVICE_WECHAT_URL: 'https://work.weixin.qq.com/kfid/kfc01',
    });
    expect(config.service).toEqual({
      chatUrl: 'https://kefu.example.com/chat?channel=portal',
      wechatUrl: 'https://work.weixin.qq.com/kfid/kfc01',
    });
    expect(loadConfig({}).service).toEqual({ chatUrl: undefined, wechatUrl: undefined });
    expect(() => loadConfig({ SERVICE_CHAT_URL: 'javascript:alert(1)' })).toThrow(/SERVICE_CHAT_URL/);
    expect(() => loadConfig({ SERVICE_WECHAT_URL: 'not a url' })).toThrow(/SERVICE_WECHAT_URL/);
  });

  it('reach the page in its meta tags, escaped; unset, the tags are empty', () => {
    const files = {
      template: TEMPLATE,
      importMap: '{"imports":{}}',
      integrity: {},
      preloads: { forPath: () => [] },
    } as unknown as HostFiles;
    const page = renderHostPage(files, {
      nonce: 'n',
      pathname: '/index/index',
      service: { chatUrl: 'https://kefu.example.com/chat?a=1&b="2"' },
    });
    expect(page).toContain(
      '<meta name="scf-service-chat-url" content="https://kefu.example.com/chat?a=1&amp;b=&quot;2&quot;" />',
    );
    expect(page).toContain('<meta name="scf-service-wechat-url" content="" />');
  });
});
