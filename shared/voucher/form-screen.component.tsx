/**
 * The frame of a product's form page (开立凭证, 发起转让, 申请授信, 申请融资): the heading with the
 * way back, the reviewer's reason when the application came back, and the form in a card.
 */
import type { ReactNode } from 'react';
import { Alert, Card, Flex, Form, type FormProps } from 'antd';
import { PortalLink } from '../ui/portal-link.component';
import { PageHeading } from './page-heading.component';
import type { VoucherSubmit } from './use-voucher-submit.hook';

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

type SubmitFormProps<V> = Omit<FormProps<V>, 'layout' | 'onFinish' | 'onValuesChange' | 'style' | 'children'> & {
  children: ReactNode;
  /** The page's submit (useVoucherSubmit): any change of the form makes the next submit a new request. */
  send: Pick<VoucherSubmit, 'renewKey'>;
  onSubmit: (values: V) => Promise<void>;
  maxWidth: number;
};

/**
 * The form of a FormScreen: its fields one above the other, at most `maxWidth` wide. A refused
 * submit scrolls to the first field in error: a product form is taller than a phone's screen,
 * and a refusal out of view would look like a button that does nothing.
 */
export function SubmitForm<V>({ send, onSubmit, maxWidth, children, ...props }: SubmitFormProps<V>): React.JSX.Element {
  return (
    <Form<V>
      {...props}
      layout="vertical"
      scrollToFirstError
      onFinish={(v) => void onSubmit(v)}
      onValuesChange={send.renewKey}
      style={{ maxWidth }}
    >
      {children}
    </Form>
  );
}
