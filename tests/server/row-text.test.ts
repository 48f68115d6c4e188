import { describe, expect, it } from 'vitest';
import { textColumns } from '../../server/core/row-text';

describe('text columns of a row, as the API answers them', () => {
  const row = { comp_name: '华信', credit_code: null, province_code: '330000', area_code: null, status: 3 };

  it('camelCases each named column and answers NULL as an empty string', () => {
    expect(textColumns(row, ['credit_code', 'province_code', 'area_code'])).toEqual({
      creditCode: '',
      provinceCode: '330000',
      areaCode: '',
    });
  });

  it('answers only the columns it is given', () => {
    expect(Object.keys(textColumns(row, ['comp_name']))).toEqual(['compName']);
  });
});
