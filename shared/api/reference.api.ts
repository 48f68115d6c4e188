/** Reference data: provinces, areas, linkage tree, dictionaries (docs/api.md §5.6). */
import { P, post, type CallOptions } from './request';
import type { Area, DictEntry, LinkageNode, Province } from './types';

export function listProvinces(opts?: CallOptions): Promise<Province[]> {
  return post(`${P}/province/list`, {}, { kind: 'list' }, opts);
}

/** Areas of a province (`pid` = the province `id`). */
export function listAreas(pid: number, opts?: CallOptions): Promise<Area[]> {
  return post(`${P}/area/list`, { query: { pid } }, { kind: 'list' }, opts);
}

export function listLinkageRoots(opts?: CallOptions): Promise<LinkageNode[]> {
  return post(`${P}/linkage/list`, {}, { kind: 'list' }, opts);
}

export function listLinkageChildren(pid: number, opts?: CallOptions): Promise<LinkageNode[]> {
  return post(`${P}/linkage/getChild`, { query: { pid } }, { kind: 'list' }, opts);
}

/** Dictionary entries, of one code (`compRole`, `employeeRole`, `permitStatus`, ...) or all. */
export function listDict(code?: string, opts?: CallOptions): Promise<DictEntry[]> {
  return post(`${P}/reg/user/listDict`, { body: { code } }, { kind: 'list' }, opts);
}
