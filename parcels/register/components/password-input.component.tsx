/**
 * Password inputs with a show/hide toggle of 24×24 px (antd's own icon is 14×14, below
 * WCAG 2.5.8's minimum target size). A new password goes through shared's `NoSpacePassword`:
 * the rule forbids whitespace, so it is removed as typed or pasted.
 */
import { forwardRef, type ComponentProps, type ForwardedRef } from 'react';
import type { InputRef } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { NoSpacePassword } from '@scf/shared/forms';

export const toggleStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  cursor: 'pointer',
} as const;

export function renderToggle(visible: boolean) {
  return <span style={toggleStyle}>{visible ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />}</span>;
}

export type NewPasswordProps = ComponentProps<typeof NoSpacePassword>;

// shared types NoSpacePassword with InputProps although it renders antd's Input.Password and
// passes every prop on; iconRender is a Password prop, so it travels untyped.
const passwordOnly: Record<string, unknown> = { iconRender: renderToggle };

function NewPasswordInputInner(props: NewPasswordProps, ref: ForwardedRef<InputRef>) {
  return <NoSpacePassword {...props} {...passwordOnly} ref={ref} />;
}

export const NewPasswordInput = forwardRef(NewPasswordInputInner);
NewPasswordInput.displayName = 'NewPasswordInput';
