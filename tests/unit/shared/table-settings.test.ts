/** The reader's table settings: column order and visibility, density, kept per list and read back defensively. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  arrangeColumns,
  columnId,
  DEFAULT_TABLE_SETTINGS,
  moveColumn,
  readTableSettings,
  writeTableSettings,
} from '../../../shared/list/table-settings';

const COLUMNS = [{ dataIndex: 'userName' }, { dataIndex: 'mobile' }, { key: 'roles' }, { key: 'actions' }];

describe('table settings', () => {
  beforeEach(() => localStorage.clear());

  it('names columns by key, then data index', () => {
    expect(COLUMNS.map((c, i) => columnId(c, i))).toEqual(['userName', 'mobile', 'roles', 'actions']);
    expect(columnId({ dataIndex: ['a', 'b'] }, 0)).toBe('a.b');
    expect(columnId({}, 3)).toBe('col3');
  });

  it('orders and hides as saved; a new column keeps its place; never hides every column', () => {
    const arranged = arrangeColumns(COLUMNS, { order: ['roles', 'userName'], hidden: ['mobile'], density: 'large' });
    expect(arranged.map((c) => c.id)).toEqual(['roles', 'mobile', 'userName', 'actions']);
    expect(arranged.filter((c) => c.visible).map((c) => c.id)).toEqual(['roles', 'userName', 'actions']);
    const none = arrangeColumns(COLUMNS, {
      order: [],
      hidden: ['userName', 'mobile', 'roles', 'actions'],
      density: 'large',
    });
    expect(none.filter((c) => c.visible).map((c) => c.id)).toEqual(['userName']);
  });

  it('moves a column one step and not past the ends', () => {
    expect(moveColumn(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'b', 'c']);
  });

  it('keeps settings per list in local storage; defaults remove the entry; garbage reads as defaults', () => {
    writeTableSettings('employeeList', { order: ['mobile'], hidden: ['roles'], density: 'small' });
    expect(readTableSettings('employeeList')).toEqual({ order: ['mobile'], hidden: ['roles'], density: 'small' });
    expect(readTableSettings('loginLog')).toEqual(DEFAULT_TABLE_SETTINGS);
    writeTableSettings('employeeList', DEFAULT_TABLE_SETTINGS);
    expect(localStorage.getItem('scf.table.employeeList')).toBeNull();
    localStorage.setItem('scf.table.x', '{"order":[1,"<b>","ok"],"hidden":"roles","density":"huge"}');
    expect(readTableSettings('x')).toEqual({ order: ['ok'], hidden: [], density: 'large' });
    localStorage.setItem('scf.table.y', 'not json');
    expect(readTableSettings('y')).toEqual(DEFAULT_TABLE_SETTINGS);
    expect(readTableSettings('../bad key')).toEqual(DEFAULT_TABLE_SETTINGS);
  });
});
