/**
 * The customer-relations menu from the server's menu resources (`findResAllByToken`): the
 * first tree (account, user, company, employees, invitation). The message tree has its own
 * sidebar. Pages with parameters (details) are not menu entries, and an entry the permission
 * check refuses is left out, so menus always follow the permission list.
 */
import { AFFICHE_SECTION_PREFIX, MESSAGE_SECTION_PREFIX, type MenuResource } from '@scf/shared';

export interface MenuNode {
  key: string;
  label: string;
  /** Set on pages; groups have children instead. */
  path?: string;
  children?: MenuNode[];
}

const isMessagePath = (uri: string): boolean =>
  uri.startsWith(MESSAGE_SECTION_PREFIX) || uri.startsWith(AFFICHE_SECTION_PREFIX);
const byOrder = (a: MenuResource, b: MenuResource): number =>
  a.orderNum - b.orderNum || a.resCode.localeCompare(b.resCode);

function build(
  all: readonly MenuResource[],
  parent: string,
  allowed: (path: string) => boolean,
  depth: number,
): MenuNode[] {
  if (depth > 5) return [];
  const out: MenuNode[] = [];
  for (const r of all.filter((m) => m.parentCode === parent && m.resCode !== parent).sort(byOrder)) {
    if (r.resUri) {
      if (r.resUri.includes(':') || isMessagePath(r.resUri) || !allowed(r.resUri)) continue;
      out.push({ key: r.resUri, label: r.resName, path: r.resUri });
    } else {
      const children = build(all, r.resCode, allowed, depth + 1);
      if (children.length) out.push({ key: r.resCode, label: r.resName, children });
    }
  }
  return out;
}

/**
 * The menu of the first customer-relations tree. Roots (parent '0') holding only message
 * pages are skipped; when one root remains its children are the menu.
 */
export function buildCrmMenu(menus: readonly MenuResource[], allowed: (path: string) => boolean): MenuNode[] {
  const roots = menus.filter((m) => m.parentCode === '0' || m.parentCode === '').sort(byOrder);
  const trees: MenuNode[] = [];
  for (const root of roots) {
    if (root.resUri) {
      if (
        !root.resUri.includes(':') &&
        !isMessagePath(root.resUri) &&
        root.resUri.startsWith('/center/crm/') &&
        allowed(root.resUri)
      ) {
        trees.push({ key: root.resUri, label: root.resName, path: root.resUri });
      }
      continue;
    }
    const children = build(menus, root.resCode, allowed, 0);
    if (children.length) trees.push({ key: root.resCode, label: root.resName, children });
  }
  if (trees.length === 1 && trees[0]?.children) return trees[0].children;
  return trees;
}

/** Keys of the groups on the way to a path (to open them in the inline menu). */
export function openKeysFor(nodes: readonly MenuNode[], path: string): string[] {
  for (const n of nodes) {
    if (n.path === path) return [];
    if (n.children) {
      const inner = openKeysFor(n.children, path);
      if (inner.length || n.children.some((c) => c.path === path)) return [n.key, ...inner];
    }
  }
  return [];
}
