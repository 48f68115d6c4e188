/**
 * antd's password input with a show/hide toggle of 24×24 px: antd's own icon is 14×14, below
 * WCAG 2.5.8's minimum target size. `noSpace` is for a new password: the rule forbids
 * whitespace, so shared's `NoSpacePassword` removes it as typed or pasted. Without it (the
 * login password) whitespace is kept as typed: an old password is checked as it is, never
 * silently changed.
 */
import { forwardRef, type ComponentProps, type ForwardedRef } from 'react';
import { Input, type InputRef } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { NoSpacePassword } from '../../format/no-space-input.component';

const toggleStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  cursor: 'pointer',
} as const;

function renderToggle(visible: boolean) {
  return (
    <span style={toggleStyle}>
      {visible ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />}
    </span>
  );
}

export type PasswordInputProps = ComponentProps<typeof Input.Password> & {
  /** Strip whitespace as typed (a new password); off for a password checked as typed. */
  noSpace?: boolean;
};

// shared types NoSpacePassword with InputProps although it renders antd's Input.Password and
// passes every prop on; iconRender is a Password prop, so it travels untyped.
const passwordOnly: Record<string, unknown> = { iconRender: renderToggle };

function PasswordInputInner({ noSpace = false, ...props }: PasswordInputProps, ref: ForwardedRef<InputRef>) {
  if (noSpace) return <NoSpacePassword {...props} {...passwordOnly} ref={ref} />;
  return <Input.Password {...props} ref={ref} iconRender={renderToggle} />;
}

export const PasswordInput = forwardRef(PasswordInputInner);
PasswordInput.displayName = 'PasswordInput';
