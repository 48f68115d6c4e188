/**
 * The server's guess of the reader's viewport (server/host/request-viewport.ts): the client
 * hints of Chromium-based browsers first (mobile, then the viewport's width), then the User-Agent of the others.
 */
import { describe, expect, it } from 'vitest';
import { requestViewport } from '../../../server/host/request-viewport';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) ' +
  'AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) ' +
  'AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160083 MMWEBSDK/20231202 ' +
  'MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, ' +
  'like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const MAC_FIREFOX = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0';

describe('requestViewport', () => {
  it('follows the Sec-CH-UA-Mobile hint when the browser sends it, whatever its User-Agent says', () => {
    expect(requestViewport({ 'sec-ch-ua-mobile': '?1', 'user-agent': WINDOWS })).toBe('mobile');
    expect(requestViewport({ 'sec-ch-ua-mobile': '?0', 'user-agent': ANDROID_PHONE })).toBe('desktop');
  });

  it('follows the stated viewport width (Sec-CH-Viewport-Width) unless the browser says it is a phone', () => {
    // A narrow window of a desktop browser, a tablet held upright, a wide one.
    expect(requestViewport({ 'sec-ch-ua-mobile': '?0', 'sec-ch-viewport-width': '390', 'user-agent': WINDOWS })).toBe(
      'mobile',
    );
    expect(requestViewport({ 'sec-ch-ua-mobile': '?0', 'sec-ch-viewport-width': '991' })).toBe('mobile');
    expect(requestViewport({ 'sec-ch-ua-mobile': '?0', 'sec-ch-viewport-width': '992' })).toBe('desktop');
    expect(requestViewport({ 'sec-ch-viewport-width': '1280', 'user-agent': ANDROID_TABLET })).toBe('desktop');
    expect(requestViewport({ 'sec-ch-ua-mobile': '?1', 'sec-ch-viewport-width': '1280' })).toBe('mobile');
    // A width that is no width is ignored: the other signals decide.
    for (const width of ['', '0', '-390', 'wide', '390px', ['390', '391']])
      expect(requestViewport({ 'sec-ch-ua-mobile': '?0', 'sec-ch-viewport-width': width })).toBe('desktop');
  });

  it('takes phones and tablets for the narrow layout by their User-Agent', () => {
    for (const ua of [IPHONE, ANDROID_PHONE, ANDROID_TABLET, WECHAT])
      expect(requestViewport({ 'user-agent': ua })).toBe('mobile');
  });

  it('takes desktops, unknown agents and requests without one for the wide layout', () => {
    for (const ua of [WINDOWS, MAC_FIREFOX, 'curl/8.5.0', '', 'x'.repeat(5000)])
      expect(requestViewport({ 'user-agent': ua })).toBe('desktop');
    expect(requestViewport({})).toBe('desktop');
    expect(requestViewport({ 'sec-ch-ua-mobile': 'maybe', 'user-agent': ['a', 'b'] })).toBe('desktop');
  });
});
