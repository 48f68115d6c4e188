/**
 * antd's password input with a show/hide toggle of 24×24 px: antd's own icon is 14×14, below
 * WCAG 2.5.8's minimum target size. Used for the login password, where whitespace is kept as
 * typed (an old password is checked as it is, never silently changed).
 */
import { forwardRef, type ComponentProps, type ForwardedRef } from 'react';
import { Input, type InputRef } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';

export const toggleStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  cursor: 'pointer',
} as const;

export type PasswordProps = ComponentProps<typeof Input.Password>;

export function renderToggle(visible: boolean) {
  return <span style={toggleStyle}>{visible ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />}</span>;
}

function PasswordInputInner(props: PasswordProps, ref: ForwardedRef<InputRef>) {
  return <Input.Password {...props} ref={ref} iconRender={renderToggle} />;
}

export const PasswordInput = forwardRef(PasswordInputInner);
PasswordInput.displayName = 'PasswordInput';
