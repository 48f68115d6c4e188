import type { FormRule } from 'antd';

/**
 * `{ required: true }` for a field the person picks from (a select or a picker), with the
 * message 请选择 and what to pick. In the forms entry rather than beside `requiredRule`: the
 * core entry's every export is in the chunk the home page downloads, and only forms pick.
 */
export function choiceRule(what: string): FormRule {
  return { required: true, message: `请选择${what}` };
}
