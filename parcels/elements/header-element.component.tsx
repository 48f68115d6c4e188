/**
 * The component of `<scf-header>` (header.element.tsx): the standalone bundle includes it, the
 * portal's build fetches it when the first header renders (lazy-elements.tsx).
 */
import {
  HEADER_PARTS,
  type HeaderPart,
  PRODUCT_CODE_EC,
  apiBase as configuredApiBase,
  configureHttp,
} from '@scf/shared';
import { PortalHeader, currentPagePath, type CompanyChangeDetail, type RoleChangeDetail } from '@scf/shared/layout';
import { parseApiBase, parseNameList, parsePortalBase, parseProductCode } from './attributes';
import { elementContext } from './element-context';
import { elementEnvironment } from './element-environment';
import type { RawAttributes } from './element-factory';
import { ElementShell } from './element-shell.component';
import { setNavigationActor } from './foreign-navigation';
import { ELEMENT_EVENTS, emit, requestNavigation } from './host-events';
import { HEADER_TAG, type HeaderProperty as Property } from './header.element';

const parseParts = parseNameList<HeaderPart>(HEADER_PARTS);

/**
 * Every element of a page shares the one http client of its bundle: the API root is set
 * before the header's calls start (during render, since child effects run first). Setting
 * the same value again does nothing.
 */
function useApiBase(apiBase: string): void {
  if (configuredApiBase() !== apiBase.replace(/\/+$/, '')) configureHttp({ baseURL: apiBase });
}

function portalOf(apiBase: string): string | null {
  return /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : null;
}

export default function HeaderElement(raw: RawAttributes<Property>): React.JSX.Element {
  const el = elementContext(raw, HEADER_TAG, HeaderElement);
  const { host } = el;
  const env = elementEnvironment();
  const apiBase = el.read('apiBase', parseApiBase, env.apiBase);
  const portalBase = el.read('portalBase', parsePortalBase, portalOf(apiBase) ?? env.portalBase);
  const productCode = el.read('productCode', parseProductCode, PRODUCT_CODE_EC);
  const show = el.read<readonly HeaderPart[]>('show', parseParts, HEADER_PARTS);
  useApiBase(apiBase);
  const foreign = env.kind === 'foreign';

  return (
    <ElementShell container={el.root}>
      <PortalHeader
        // Another API root is another portal: load everything again.
        key={apiBase}
        productCode={productCode}
        show={show}
        portalBase={portalBase}
        onNavigate={(path) => requestNavigation(host, path, portalBase)}
        onLogout={() => {
          setNavigationActor(host);
          return emit(host, ELEMENT_EVENTS.logout, {}, true);
        }}
        onCompanyChange={(detail) => emit<CompanyChangeDetail>(host, ELEMENT_EVENTS.companyChange, detail)}
        onRoleChange={(detail) => emit<RoleChangeDetail>(host, ELEMENT_EVENTS.roleChange, detail)}
        // On another site "the product page" is the page embedding the header: load it again.
        companySwitchRedirect={foreign ? currentPagePath : undefined}
        roleSwitchRedirect={foreign ? currentPagePath : undefined}
      />
    </ElementShell>
  );
}
