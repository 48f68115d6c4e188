/**
 * The values users typed in the walk-through of issue 33, with the message each kind of field's
 * shared rule gives: one table for the rule's unit test (and the forms' rules) and the server's
 * route test.
 */
import type { TextKind } from '../../../shared/rules/input-rules';
import { withIdCheck } from '../../../server/core/rules';

const VALID_ID = withIdCheck('11010519491231002');
const WRONG_CHECK = VALID_ID.slice(0, 17) + (VALID_ID[17] === '0' ? '1' : '0');

/** [kind, label, value, expected message or null]. */
export const TEXT_CASES: ReadonlyArray<readonly [TextKind, string | undefined, string, string | null]> = [
  ['personName', undefined, '张伟', null],
  ['personName', undefined, '阿卜杜勒·艾尼', null],
  ['personName', undefined, 'John Smith', null],
  ['personName', undefined, 'José Müller', null],
  ['personName', undefined, '😀😀', '姓名不能包含表情符号'],
  ['personName', '联系人', '😀联系人', '联系人不能包含表情符号'],
  [
    'personName',
    '管理员姓名',
    "Robert'); DROP TABLE users;--",
    "管理员姓名不能包含“'”，只能使用中文、英文字母、间隔号（·）和空格",
  ],
  ['personName', undefined, '=1+1', '姓名不能包含数字'],
  ['personName', undefined, '=张三', '姓名不能包含“=”，只能使用中文、英文字母、间隔号（·）和空格'],
  ['personName', undefined, '张三3', '姓名不能包含数字'],
  ['personName', undefined, '·张三', '姓名不能以间隔号开头或结尾'],
  ['personName', undefined, '张\u0007三', '姓名不能包含控制字符或不可见字符'],
  ['personName', undefined, '张\u200b三', '姓名不能包含控制字符或不可见字符'],
  ['personName', undefined, '<img src=x>', '姓名不能包含“<”，只能使用中文、英文字母、间隔号（·）和空格'],
  ['personName', undefined, '张'.repeat(51), '姓名不能超过50个字'],
  ['companyName', undefined, '华信（上海）核心制造有限公司', null],
  ['companyName', undefined, 'ABC Co., Ltd.', null],
  ['companyName', undefined, 'A&B 科技-华东分公司', null],
  ['companyName', undefined, '😀表情', '企业名称不能包含表情符号'],
  [
    'companyName',
    undefined,
    '=1+1',
    '企业名称不能包含“=”等特殊符号，只能使用中文、英文字母、数字、括号和 & . , 、 - ·',
  ],
  [
    'companyName',
    undefined,
    '<img src=x onerror=alert(1)>😀测试企业有限公司测试企业有限公司',
    '企业名称不能包含表情符号',
  ],
  [
    'companyName',
    undefined,
    '<img src=x onerror=alert(1)>测试企业有限公司',
    '企业名称不能包含“<”等特殊符号，只能使用中文、英文字母、数字、括号和 & . , 、 - ·',
  ],
  ['companyName', undefined, '12345', '企业名称须包含中文或英文字母'],
  ['companyName', undefined, '企'.repeat(101), '企业名称不能超过100个字'],
  ['address', undefined, '上海市浦东新区世纪大道100号A座#1201', null],
  ['address', undefined, '测试\u0001路1号', '详细地址不能包含控制字符或不可见字符'],
  ['address', undefined, '世纪大道😀1号', '详细地址不能包含表情符号'],
  ['address', undefined, '<script>1号', '详细地址不能包含 < 或 > 符号'],
  ['address', undefined, '=HYPERLINK("x")', '详细地址不能以 = + - @ 开头'],
  ['freeText', '企业简介', '第一行\n第二行\t制表 😀', null],
  ['freeText', '企业简介', '简介\u0007\u0008含控制字符', '企业简介不能包含控制字符或不可见字符'],
  ['freeText', '企业简介', '<b>粗体</b>', '企业简介为纯文本，不能包含 < 或 > 符号'],
  ['freeText', '企业简介', '字'.repeat(1001), '企业简介不能超过1000个字'],
];

export const EMAIL_CASES: ReadonlyArray<readonly [string, string | null]> = [
  ['name@example.com', null],
  ['first.last+tag@sub.example.cn', null],
  ['a@b', '邮箱域名不完整，缺少“.com”等后缀'],
  ['ab', '邮箱地址格式不正确，应为“名称@域名”，如 name@example.com'],
  ['a b@example.com', '邮箱地址包含不允许的字符，请检查后重新输入'],
  ['邮箱@example.com', '邮箱地址包含不允许的字符，请检查后重新输入'],
];

export const ID_CASES: ReadonlyArray<readonly [string, string, string | null]> = [
  ['ID_CARD', VALID_ID, null],
  ['ID_CARD', WRONG_CHECK, '身份证号码校验位不正确，请核对后重新输入'],
  ['ID_CARD', VALID_ID.slice(0, 17), '身份证号码应为18位，由数字组成，最后一位可为X'],
  ['ID_CARD', withIdCheck('11010519491331002'), '身份证号码中的出生日期不正确'],
  ['PASSPORT', 'E12345678', null],
  ['PASSPORT', 'E1-23', '证件号码应为5-20位字母或数字'],
];
