/**
 * A voucher's detail as the API sends it → what the detail sections show: the face (with the
 * parties' credit codes and the amount in capitals), attachment links, the transfer tree built
 * from the flat node list, and the operation record. Pure.
 */
import type { VoucherDetail } from '../api/voucher.api';
import type { VoucherDetailView } from './voucher-detail-sections.component';
import type { TransferNode } from './transfer-tree.component';

type Node = VoucherDetail['tree'][number];

/** The nodes as a tree below the root (the node without a parent in the list). */
export function transferTree(nodes: readonly Node[]): TransferNode | null {
  const byParent = new Map<number | null, Node[]>();
  const ids = new Set(nodes.map((n) => n.id));
  for (const n of nodes) {
    const parent = n.parentId !== null && ids.has(n.parentId) ? n.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), n]);
  }
  const build = (n: Node, depth: number): TransferNode => ({
    id: n.id,
    voucherNo: n.voucherNo,
    holderName: n.holderName,
    amount: n.amount,
    date: n.date,
    status: { code: n.status, name: n.statusName },
    // A tree is at most as deep as its list is long; the guard keeps bad data from looping.
    children: depth > nodes.length ? [] : (byParent.get(n.id) ?? []).map((c) => build(c, depth + 1)),
  });
  const root = byParent.get(null)?.[0];
  return root ? build(root, 0) : null;
}

/** `attachmentUrl`: the download link of one of the voucher's files. */
export function voucherDetailView(d: VoucherDetail, attachmentUrl: (fileToken: string) => string): VoucherDetailView {
  const self: TransferNode = {
    id: d.id,
    voucherNo: d.voucherNo,
    holderName: d.holder.compName,
    amount: d.amount,
    date: d.issueDate,
    status: { code: d.status, name: d.statusName },
    children: [],
  };
  return {
    id: d.id,
    face: {
      voucherNo: d.voucherNo,
      rootNo: d.rootNo,
      amount: d.amount,
      amountInWords: d.amountInWords,
      availableAmount: d.availableAmount,
      issuer: { name: d.issuer.compName, creditCode: d.issuer.creditCode },
      holder: { name: d.holder.compName, creditCode: d.holder.creditCode },
      from: { name: d.from.compName, creditCode: d.from.creditCode },
      issueDate: d.issueDate,
      dueDate: d.dueDate,
      status: { code: d.status, name: d.statusName },
      promise: d.promise,
      contractNo: d.contractNo,
      invoiceNos: d.invoiceNos.join('、'),
      remark: d.remark,
    },
    attachments: d.attachments.map((a) => ({ name: a.fileName, url: attachmentUrl(a.fileToken) })),
    tree: transferTree(d.tree) ?? self,
    records: d.records.map((r) => ({
      id: r.id,
      step: r.stepName,
      person: r.actorName,
      company: r.compName,
      time: r.time,
      result: r.result,
      reason: r.reason,
    })),
  };
}
