/**
 * `<scf-header>`: the portal header (docs/requirements.md#layout) as a custom element for other sites.
 * Attributes: api-base, portal-base, product-code, show. Events: scf-navigate {path, url}
 * (cancelable), scf-logout (cancelable: the session stays), scf-company-change {compCode,
 * compName, employeeCode}, scf-role-change {productCode, compRole}.
 */
import { HEADER_PARTS, type HeaderPart, PRODUCT_CODE_EC, configureHttp, http } from '@scf/shared';
import { PortalHeader, currentPagePath, type CompanyChangeDetail, type RoleChangeDetail } from '@scf/shared/layout';
import { parseApiBase, parseNameList, parseProductCode, readAttribute } from './attributes';
import { elementEnvironment } from './element-environment';
import type { ElementDefinition, RawAttributes } from './element-factory';
import { ElementShell } from './element-shell.component';
import { setNavigationActor } from './foreign-navigation';
import { ELEMENT_EVENTS, emit, hostOf, requestNavigation } from './host-events';
import { parsePortalBase } from './message-sidebar.element';

const HEADER_TAG = 'scf-header';
const PROPERTIES = ['apiBase', 'portalBase', 'productCode', 'show'] as const;
type Property = (typeof PROPERTIES)[number];

const parseParts = parseNameList<HeaderPart>(HEADER_PARTS);

/**
 * Every element of a page shares the one http client of its bundle: the API root is set
 * before the header's calls start (during render, since child effects run first). Setting
 * the same value again does nothing.
 */
function useApiBase(apiBase: string): void {
  if (http.defaults.baseURL !== apiBase) configureHttp({ baseURL: apiBase });
}

function portalOf(apiBase: string): string | null {
  return /^https?:\/\//i.test(apiBase) ? new URL(apiBase).origin : null;
}

function HeaderElement(raw: RawAttributes<Property>): React.JSX.Element {
  const root = raw.container instanceof ShadowRoot ? raw.container : null;
  const host = hostOf(root);
  const owner: object = host ?? HeaderElement;
  const tag = HEADER_TAG;
  const env = elementEnvironment();
  const apiBase = readAttribute(owner, tag, 'api-base', raw.apiBase, parseApiBase, env.apiBase);
  const portalBase = readAttribute(
    owner,
    tag,
    'portal-base',
    raw.portalBase,
    parsePortalBase,
    portalOf(apiBase) ?? env.portalBase,
  );
  const productCode = readAttribute(owner, tag, 'product-code', raw.productCode, parseProductCode, PRODUCT_CODE_EC);
  const show = readAttribute<readonly HeaderPart[]>(owner, tag, 'show', raw.show, parseParts, HEADER_PARTS);
  useApiBase(apiBase);
  const foreign = env.kind === 'foreign';

  return (
    <ElementShell container={root}>
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

export const headerElement: ElementDefinition<Property> = {
  tag: HEADER_TAG,
  properties: PROPERTIES,
  events: [ELEMENT_EVENTS.navigate, ELEMENT_EVENTS.logout, ELEMENT_EVENTS.companyChange, ELEMENT_EVENTS.roleChange],
  component: HeaderElement,
};
