/**
 * The ES module build of the elements (`@scf/elements` in the import map): React, antd and
 * @scf/shared come from the map, so inside the portal the elements share the portal's
 * session state, http client and navigation. The root config imports it for the service
 * widget on every page.
 */
import { defineScfElements } from './define-elements';
import { LAZY_COMPONENTS } from './lazy-elements';
import { renderWechatQr } from './wechat-qr';

defineScfElements({ kind: 'portal', portalBase: '', apiBase: '/api', renderQrCode: renderWechatQr }, LAZY_COMPONENTS);

export { ELEMENT_TAGS } from './define-elements';
