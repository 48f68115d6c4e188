/** The account the layout tests serve as signed in (张伟, E1 of the company C1), with `overrides`. */
export const signedInAccount = <T extends Record<string, unknown>>(overrides: T) => ({
  userCode: 'U1',
  userName: '张伟',
  mobile: '138******0001',
  email: '',
  photoFileToken: '',
  photoFileName: '',
  employeeCode: 'E1',
  compCode: 'C1',
  ...overrides,
});
