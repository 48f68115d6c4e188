/**
 * The frame of a product's form page (开立凭证, 发起转让, 申请授信, 申请融资): the heading with the
 * way back, the reviewer's reason when the application came back, and the form in a card.
 */
import type { ReactNode } from 'react';
import { Alert, Card, Flex } from 'antd';
import { PortalLink } from '../ui/portal-link.component';
import { PageHeading } from './page-heading.component';

export interface FormScreenProps {
  title: ReactNode;
  /** Where 返回 goes, and what the link says. */
  back: string;
  backText?: string;
  /** The reason the reviewer gave when returning the application, shown above the form. */
  returnReason?: string | null;
  children: ReactNode;
  /** What the page shows outside the card (a dialog). */
  after?: ReactNode;
}

export function FormScreen({
  title,
  back,
  backText = '返回列表',
  returnReason,
  children,
  after,
}: FormScreenProps): React.JSX.Element {
  return (
    <Flex vertical gap={16}>
      <PageHeading title={title}>
        <PortalLink to={back}>{backText}</PortalLink>
      </PageHeading>
      {returnReason ? <Alert type="warning" showIcon title={`复核退回：${returnReason}`} /> : null}
      <Card>{children}</Card>
      {after}
    </Flex>
  );
}
