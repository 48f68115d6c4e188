/**
 * A voucher's detail page as every product shows it: loading and failure, the heading with the
 * steps this person may take now (the server's `actions`, narrowed to the steps the product
 * offers), the PDF, the way back to the list as it was left, the face, attachments, tree and
 * record, and the dialog of a step. The product says which steps it offers, which of them open
 * a page of its own (修改, 转让), and how a step is sent.
 */
import { Button, Flex } from 'antd';
import { padDocNumber, useRequest } from '../index';
import { PortalLink } from '../ui/portal-link.component';
import { useVoucherSteps } from './use-step-dialog.hook';
import { VOUCHER_STEPS, voucherSteps, type VoucherStep } from './voucher-actions';
import type { VoucherDetailView } from './voucher-detail-sections.component';
import { VoucherDetailSections } from './voucher-detail-sections.component';
import { PRIMARY_STEPS } from './step-request';
import { PageHeading } from './page-heading.component';
import { DetailLoad } from './detail-load.component';

/** What the screen needs of a loaded voucher. */
export type VoucherScreenData = VoucherDetailView & { actions: string[]; pdfUrl: string | null };

export interface VoucherDetailScreenProps<T extends VoucherScreenData> {
  id: number;
  load: (id: number, signal: AbortSignal) => Promise<T>;
  /** The steps this product offers on this page. */
  offers: (step: VoucherStep) => boolean;
  /** Steps that open a page instead of a dialog (修改 a returned issue, 转让). */
  pages?: Partial<Record<VoucherStep, (d: T) => void>>;
  /** Sends a step decided in the dialog. */
  decide: (d: T, step: VoucherStep, reason: string) => Promise<void>;
  listPath: string;
  /** Opens another voucher of the tree. */
  onOpen: (id: number) => void;
}

export function VoucherDetailScreen<T extends VoucherScreenData>({
  id,
  load,
  offers,
  pages,
  decide,
  listPath,
  onOpen,
}: VoucherDetailScreenProps<T>): React.JSX.Element {
  const detail = useRequest((signal) => load(id, signal), [id]);
  const dialog = useVoucherSteps<T>({
    pages,
    what: (v) => `凭证 ${padDocNumber(v.face.voucherNo)}`,
    decide,
    done: detail.reload,
  });
  const back = <PortalLink to={listPath}>返回列表</PortalLink>;
  const d = detail.data;
  if (detail.error || !d) return <DetailLoad request={detail} what="凭证" back={back} />;
  const steps = voucherSteps(d.actions).filter(offers);
  return (
    <Flex vertical gap={16}>
      <PageHeading title="凭证详情">
        {steps.map((a) => (
          <Button
            key={a}
            type={PRIMARY_STEPS.has(a) ? 'primary' : 'default'}
            danger={VOUCHER_STEPS[a].danger}
            onClick={() => dialog.take(d, a)}
          >
            {VOUCHER_STEPS[a].label}
          </Button>
        ))}
        {d.pdfUrl ? (
          <Button href={d.pdfUrl} download>
            下载PDF
          </Button>
        ) : null}
        {back}
      </PageHeading>
      <VoucherDetailSections view={d} onOpen={onOpen} />
      {dialog.dialog}
    </Flex>
  );
}
