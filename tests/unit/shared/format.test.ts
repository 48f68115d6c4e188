/** docs/requirements.md#validation formatters and rules, with property tests. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhone } from '../../../shared/format/phone';
import { formatMoney } from '../../../shared/format/money';
import { padDocNumber } from '../../../shared/format/doc-number';
import {
  STATUS_CLASS_COLORS,
  STATUS_COLOR_CLASSES,
  statusClassName,
  statusColor,
  statusColorClass,
} from '../../../shared/format/status-colour';
import {
  employeeRolesFor,
  isDisplayedRole,
  parseRoleCode,
  roleLabel,
  roleLabels,
  roleOptions,
} from '../../../shared/format/roles';
import { switchableCompanies } from '../../../shared/format/companies';
import { hasWhitespace, stripWhitespace } from '../../../shared/format/whitespace';
import { isUscc, usccCheckChar, USCC_CHARSET } from '../../../shared/rules/input-rules';
import {
  isEmail,
  isMobile,
  isValidPassword,
  passwordStrength,
  validateEmail,
  validateMobile,
  validatePassword,
  validateUscc,
  VALIDATION_MESSAGES,
} from '../../../shared/format/validators';
import { contrastRatio } from '../../../shared/ui/contrast';

describe('phone masking: first 3 and last 4 kept, six asterisks between', () => {
  it('masks an 11-digit mobile', () => {
    expect(maskPhone('13812345678')).toBe('138******5678');
    expect(maskPhone(13812345678)).toBe('138******5678');
    expect(maskPhone('138 1234 5678')).toBe('138******5678');
  });

  it('holds for any digit string of 7+ digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7,20}$/), (d) => {
        const m = maskPhone(d);
        expect(m).toBe(d.slice(0, 3) + '******' + d.slice(-4));
        expect(m).toHaveLength(13);
      }),
    );
  });

  it('keeps a number the server already masked, returns "" for garbage', () => {
    expect(maskPhone('138****5678')).toBe('138******5678');
    for (const bad of [null, undefined, '', 'abc', '12345', {}, [], -1, 1.5]) expect(maskPhone(bad)).toBe('');
  });
});

describe('money: thousand separators and two decimals', () => {
  it('formats the usual amounts', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney('1234567.895')).toBe('1,234,567.90');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney('999999.995')).toBe('1,000,000.00');
    expect(formatMoney('1,234.5')).toBe('1,234.50');
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(1e-7)).toBe('0.00');
    expect(formatMoney('.5')).toBe('0.50');
  });

  it('gives "--" for garbage', () => {
    for (const bad of [null, undefined, '', 'abc', NaN, Infinity, -Infinity, {}, [], '1e5', '1.2.3', '１２３', true])
      expect(formatMoney(bad)).toBe('--');
  });

  it('always has two decimals and groups of three; parsing it back gives the value rounded to cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const sign = whole < 0 ? '-' : '';
        const text = `${sign}${Math.abs(whole)}.${String(cents).padStart(2, '0')}`;
        const out = formatMoney(text);
        expect(out).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(out.replace(/,/g, '')).toBe(text === '-0.00' ? '0.00' : text.replace(/^-0\.00$/, '0.00'));
      }),
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }), (v) => {
        const out = formatMoney(v);
        expect(out).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Math.abs(Number(out.replace(/,/g, '')) - v)).toBeLessThanOrEqual(0.005 + Math.abs(v) * 1e-15);
      }),
    );
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (v) => void expect(() => formatMoney(v)).not.toThrow()));
  });
});

describe('document number: zero-padded to 12', () => {
  it('pads numbers and strings', () => {
    expect(padDocNumber(123)).toBe('000000000123');
    expect(padDocNumber('45')).toBe('000000000045');
    expect(padDocNumber('1234567890123')).toBe('1234567890123');
    for (const bad of [null, undefined, '', -1, 1.5, NaN, {}]) expect(padDocNumber(bad)).toBe('');
  });

  it('is at least 12 long and ends with the input', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{1,20}$/), (s) => {
        const out = padDocNumber(s);
        expect(out.length).toBe(Math.max(12, s.length));
        expect(out.endsWith(s)).toBe(true);
        expect(out.slice(0, out.length - s.length)).toMatch(/^0*$/);
      }),
    );
  });
});

describe('status code colours (docs/requirements.md#session)', () => {
  it('maps every listed code', () => {
    const expected: Record<string, number[]> = {
      blue: [10],
      red: [15, 35, 45, 65, 85, 90],
      yellow: [20, 70],
      crimson: [25, 40, 50, 60],
      gray: [30],
      green: [55, 80],
    };
    for (const [cls, codes] of Object.entries(expected))
      for (const c of codes) {
        expect(statusColorClass(c)).toBe(cls);
        expect(statusColorClass(String(c))).toBe(cls);
        expect(statusClassName(c)).toBe(`scf-status-${cls}`);
      }
    expect(Object.keys(STATUS_COLOR_CLASSES)).toHaveLength(16);
    for (const unknown of [0, 11, 100, '10a', null, 'blue']) {
      expect(statusColorClass(unknown)).toBeNull();
      expect(statusColor(unknown)).toBeNull();
      expect(statusClassName(unknown)).toBe('');
    }
  });

  it('every class colour passes WCAG AA as text on white and on #f5f5f5', () => {
    for (const colour of Object.values(STATUS_CLASS_COLORS)) {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    }
    expect(new Set(Object.values(STATUS_CLASS_COLORS)).size).toBe(6);
  });
});

describe('role labels (docs/requirements.md#roles)', () => {
  it('labels every employee and company role in Chinese', () => {
    expect(['E101', 'E102', 'E103', 'E105', 'E106', 'E107', 'E108', 'E109', 'E110', 'E111'].map(roleLabel)).toEqual([
      '管理员',
      '操作员',
      '复核员',
      '查询员',
      '放款初审',
      '放款复审',
      '财务付款',
      '财务管理',
      '风控初审',
      '风控复审',
    ]);
    expect(['C101', 'C102', 'C103', 'C104', 'C105', 'C106'].map(roleLabel)).toEqual([
      '核心企业',
      '供应商',
      '投资机构',
      '资金方',
      '增信机构',
      '会员单位',
    ]);
  });

  it('never displays E100', () => {
    expect(roleLabel('E100')).toBe('');
    expect(roleLabel('EC-E100')).toBe('');
    expect(isDisplayedRole('E100')).toBe(false);
    expect(roleLabels(['E100', 'E101', 'EC-E100'])).toEqual(['管理员']);
    expect(roleOptions('employee').map((o) => o.value)).not.toContain('E100');
    expect(employeeRolesFor([{ prodCode: 'CRM', employeeRole: 'E100,E102' }], 'CRM')).toEqual(['E102']);
  });

  it('understands product prefixes and comma lists', () => {
    expect(parseRoleCode('EC-E101')).toEqual({ productCode: 'EC', role: 'E101' });
    expect(parseRoleCode('scf-c102')).toEqual({ productCode: 'SCF', role: 'C102' });
    expect(roleLabel('EC-E101')).toBe('管理员');
    expect(roleLabel('SCF-C102')).toBe('供应商');
    expect(roleLabels('E101,E102，EC-E101')).toEqual(['管理员', '操作员']);
    expect(
      employeeRolesFor([
        { prodCode: 'CRM', employeeRole: 'E101' },
        { prodCode: 'EC', employeeRole: 'E102' },
      ]),
    ).toEqual(['E101', 'E102']);
    expect(
      employeeRolesFor(
        [
          { prodCode: 'CRM', employeeRole: 'E101' },
          { prodCode: 'EC', employeeRole: 'E102' },
        ],
        'EC',
      ),
    ).toEqual(['E102']);
  });

  it('shows an unknown well-formed code as a Chinese placeholder (never the code) and garbage as nothing', () => {
    expect(roleLabel('E199')).toBe('未命名角色');
    for (const bad of [null, 42, '', 'admin', 'E1010', '-E101']) expect(roleLabel(bad)).toBe('');
    fc.assert(fc.property(fc.anything(), (v) => void expect(() => roleLabels(v)).not.toThrow()));
  });
});

describe('company switcher: status 1 and isActive 1 only', () => {
  it('filters', () => {
    const list = [
      { compName: 'A', status: 1, isActive: 1 },
      { compName: 'B', status: 0, isActive: 1 },
      { compName: 'C', status: 1, isActive: 0 },
      { compName: 'D', status: '1', isActive: '1' },
      { compName: 'E', status: 2, isActive: 1 },
      null,
      'x',
    ];
    expect(switchableCompanies(list).map((c) => (c as { compName: string }).compName)).toEqual(['A', 'D']);
    for (const junk of [null, undefined, 'x', {}, 3]) expect(switchableCompanies(junk)).toEqual([]);
  });

  it('keeps exactly the active ones, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ status: fc.constantFrom(0, 1, 2), isActive: fc.constantFrom(0, 1) })),
        (list) => {
          expect(switchableCompanies(list)).toEqual(list.filter((c) => c.status === 1 && c.isActive === 1));
        },
      ),
    );
  });
});

describe('whitespace stripping (docs/requirements.md#validation)', () => {
  it('removes every kind of whitespace, including the ideographic space and zero-width characters', () => {
    expect(stripWhitespace(' 138 0000\t0001\n')).toBe('13800000001');
    expect(stripWhitespace('张\u3000三\u00a0丰\u200b')).toBe('张三丰');
    expect(hasWhitespace('a b')).toBe(true);
    expect(stripWhitespace(null)).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const out = stripWhitespace(s);
        expect(/\s/.test(out)).toBe(false);
        expect(stripWhitespace(out)).toBe(out);
      }),
    );
  });
});

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts codes with a correct check character', () => {
    // Registered codes of well-known companies (Huawei, Tencent, Alibaba, Xiaomi) and a textbook example.
    for (const code of [
      '914403001922038216',
      '9144030071526726XG',
      '91330100716105852F',
      '91110108551385082Q',
      '91350100M000100Y43',
    ]) {
      expect(usccCheckChar(code.slice(0, 17))).toBe(code[17]);
      expect(isUscc(code)).toBe(true);
    }
    expect(isUscc(' 91350100m000100y43 ')).toBe(true);
  });

  it('rejects a changed check character, wrong length and letters outside the set', () => {
    expect(isUscc('91350100M000100Y44')).toBe(false);
    expect(isUscc('91350100M000100Y4')).toBe(false);
    expect(isUscc('91350100M000100I43')).toBe(false);
    for (const bad of [null, 42, '', 'O'.repeat(18)]) expect(isUscc(bad)).toBe(false);
    // Characters 3–8 are the region's digits: a letter there is refused even with the right check.
    const lettered = '91A50100M000100Y4';
    expect(isUscc(lettered + usccCheckChar(lettered))).toBe(false);
  });

  it('every 17-character body has exactly one valid completion', () => {
    // A body: two characters from the set, the region's six digits, nine characters from the set.
    const ch = fc.constantFrom(...USCC_CHARSET.split(''));
    const digit = fc.constantFrom(...'0123456789'.split(''));
    fc.assert(
      fc.property(
        fc.array(ch, { minLength: 2, maxLength: 2 }),
        fc.array(digit, { minLength: 6, maxLength: 6 }),
        fc.array(ch, { minLength: 9, maxLength: 9 }),
        (head, region, tail) => {
          const b = [...head, ...region, ...tail].join('');
          const valid = USCC_CHARSET.split('').filter((c) => isUscc(b + c));
          expect(valid).toEqual([usccCheckChar(b)]);
        },
      ),
    );
  });
});

describe('form validators (docs/api.md, "Rules shared with the client"), Chinese messages', () => {
  it('mobile ^1[3-9]\\d{9}$', () => {
    expect(isMobile('13800000001')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    for (const bad of [
      '12800000001',
      '1380000000',
      '138000000011',
      '+8613800000001',
      ' 13800000001',
      13800000001,
      null,
    ])
      expect(isMobile(bad)).toBe(false);
    expect(validateMobile('1')).toBe('请输入正确的手机号');
    expect(validateMobile('13800000001')).toBeNull();
  });

  it('password 8–20 with a letter and a digit, no whitespace', () => {
    for (const good of ['Scf@2026', 'abc12345', 'A1'.repeat(10)]) expect(isValidPassword(good)).toBe(true);
    for (const bad of [
      'abc1234',
      'A1'.repeat(10) + 'x',
      'abcdefgh',
      '12345678',
      'abc 12345',
      'abc\u300012345',
      null,
      12345678,
    ])
      expect(isValidPassword(bad)).toBe(false);
    expect(validatePassword('x')).toBe(VALIDATION_MESSAGES.password);
    expect(VALIDATION_MESSAGES.password).toBe('密码须为8-20位，包含字母和数字，不能有空格');
  });

  it('password strength: 弱 / 中 / 强, monotone in added character classes', () => {
    expect(passwordStrength('abc')).toMatchObject({ level: 'weak', label: '弱' });
    expect(passwordStrength('abc12345')).toMatchObject({ level: 'medium', label: '中' });
    expect(passwordStrength('Abc12345!xyz')).toMatchObject({ level: 'strong', label: '强', score: 4 });
    expect(passwordStrength(null).score).toBe(0);
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const base = passwordStrength(s).score;
        expect(base).toBeGreaterThanOrEqual(0);
        expect(base).toBeLessThanOrEqual(4);
        expect(passwordStrength(s + 'Aa1!xxxxxxxx').score).toBeGreaterThanOrEqual(base);
      }),
    );
  });

  it('e-mail per the HTML standard with a dot in the domain, at most 100 characters', () => {
    for (const good of ['a@b.cn', 'zhang.san+x@example.com.cn', "o'brien@ex-ample.org"])
      expect(isEmail(good)).toBe(true);
    for (const bad of ['a@b', 'a', 'a@', '@b', 'a b@c.d', 'a@-b.com', 'a@b-.com', `${'a'.repeat(95)}@b.com`, null])
      expect(isEmail(bad)).toBe(false);
    expect(validateEmail('x')).toBe('邮箱地址格式不正确，应为“名称@域名”，如 name@example.com');
    expect(validateEmail('a@b')).toBe('邮箱域名不完整，缺少“.com”等后缀');
  });

  it('credit code message', () => {
    expect(validateUscc('x')).toBe('统一社会信用代码格式不正确');
  });
});
