/**
 * Download links of the Excel exports (the server takes the access token cookie there, so a
 * plain link downloads the file). The query carries the list's current filters.
 */
import { asText, isRecord } from '../util/guards';
import { apiBase } from '../http/api-base';
import { P } from './request';

export type ExportKind = 'employees' | 'loginLog' | 'operationLog';

/** The employee import template (.xlsx) with the roles the company may give. */
export function employeeImportTemplateUrl(): string {
  return `${apiBase()}${P}/cust/employee/import/template`;
}

export function exportUrl(
  kind: ExportKind,
  filters: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const base = apiBase();
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(isRecord(filters) ? filters : {}))
    if (typeof v === 'string' ? v !== '' : typeof v === 'number') q.set(k, String(v));
  const qs = q.toString();
  return `${base}${P}/cust/export/${asText(kind)}${qs ? `?${qs}` : ''}`;
}
