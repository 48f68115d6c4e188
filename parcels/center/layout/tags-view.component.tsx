/**
 * The tags bar under the header (RuoYi's tags view): the centre pages opened in this tab, the
 * current one highlighted. A click switches to a page, × (or Delete on a focused tag) closes one
 * (closing the current page goes to its neighbour), and the context menu of a tag (right
 * click, or Shift+F10 / the menu key on a focused tag) or the 标签操作 button offers 刷新当前,
 * 关闭当前, 关闭其他 and 关闭全部. The × is for the pointer only: as a button of its own it would
 * be one more control named after the page, beside the page's own buttons of that name.
 * Wide screens only: on a phone the header's menus already take the room.
 */
import { useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { EDGE_TAB_WIDTH } from '@scf/shared/layout';
import { PRODUCT_CENTRE_PATH, THEME, isPlainClick, navigate } from '@scf/shared';
import { closeOthers, closeTag, viewTags, type ViewTag } from './tags-view.model';
import { useKnownProductNames } from '../common/use-product-names.hook';

type TagAction = 'refresh' | 'close' | 'close-others' | 'close-all';

const TAG_ACTIONS: readonly TagAction[] = ['refresh', 'close', 'close-others', 'close-all'];
const LABELS: Record<TagAction, string> = {
  refresh: '刷新当前',
  close: '关闭当前',
  'close-others': '关闭其他',
  'close-all': '关闭全部',
};

/** The menu for one tag (the product centre cannot be closed). */
const actionsFor = (affix: boolean): NonNullable<MenuProps['items']> =>
  TAG_ACTIONS.map((key) => ({ key, label: LABELS[key], disabled: key === 'close' && affix }));

const isAction = (key: unknown): key is TagAction => (TAG_ACTIONS as readonly unknown[]).includes(key);

const styles = {
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    height: 40,
    paddingInlineStart: 16,
    // The folded service widget's edge stays free, as in the content.
    paddingInlineEnd: EDGE_TAB_WIDTH + 16,
    background: THEME.background,
    borderBottom: `1px solid ${THEME.borderSecondary}`,
    boxShadow: `0 1px 3px ${THEME.borderSecondary}`,
  },
  list: {
    display: 'flex',
    gap: 6,
    flex: 1,
    minWidth: 0,
    margin: 0,
    padding: '2px 0',
    listStyle: 'none',
    overflowX: 'auto',
    whiteSpace: 'nowrap',
  },
  tag: {
    display: 'inline-flex',
    alignItems: 'center',
    height: 30,
    border: `1px solid ${THEME.border}`,
    borderRadius: 4,
    background: THEME.background,
    color: THEME.text,
    fontSize: 12,
  },
  active: { background: THEME.primary, borderColor: THEME.primary, color: THEME.onPrimary },
  link: { color: 'inherit', padding: '0 8px', lineHeight: '28px', textDecoration: 'none' },
  // 24 px: the smallest target WCAG 2.2 allows beside another one.
  close: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 24,
    height: 24,
    marginInlineEnd: 2,
    fontSize: 10,
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties>;

export interface TagsViewProps {
  pathname: string;
  paths: readonly string[];
  onChange: (paths: string[]) => void;
  /** Mounts the current page again (its data loads afresh). */
  onRefresh: () => void;
}

export function TagsView({ pathname, paths, onChange, onRefresh }: TagsViewProps): React.JSX.Element {
  const tags = viewTags(paths, useKnownProductNames());

  const close = (path: string): void => {
    const { paths: next, goTo } = closeTag(paths, path, pathname);
    onChange(next);
    if (goTo) navigate(goTo);
  };

  const act = (action: TagAction, target: string): void => {
    if (action === 'refresh') {
      if (target === pathname) onRefresh();
      else navigate(target);
    } else if (action === 'close') {
      close(target);
    } else if (action === 'close-others') {
      onChange(closeOthers(paths, target));
      if (target !== pathname) navigate(target);
    } else {
      onChange([]);
      if (pathname !== PRODUCT_CENTRE_PATH) navigate(PRODUCT_CENTRE_PATH);
    }
  };

  const onTagKeyDown = (tag: ViewTag) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'Delete' || tag.affix) return;
    event.preventDefault();
    close(tag.path);
  };

  const open = (path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (path !== pathname) navigate(path);
  };

  // One context menu for the whole bar, for the tag it was opened on (a tag's own menu was a
  // dropdown per tag, rendered and hydrated on every page whether opened or not). Opened on the
  // bar's free space, it is the current page's menu, as the 标签操作 button's.
  const tagAt = (target: EventTarget): ViewTag | undefined => {
    const path = target instanceof Element ? target.closest('[data-scf-tag]')?.getAttribute('data-scf-tag') : null;
    return tags.find((t) => t.path === path);
  };
  const [menu, setMenu] = useState<{ open: boolean; tag?: ViewTag | undefined }>({ open: false });
  const menuFor = menu.tag ?? tags.find((t) => t.path === pathname);
  // A press inside the bar closes an open menu first, as a press outside it does: the next right
  // click opens the menu of the tag pressed, where it was pressed (the bar is the menu's anchor,
  // so the dropdown would take the press for its own and toggle it shut).
  const onBarMouseDown = (): void => {
    if (menu.open) setMenu((m) => ({ ...m, open: false }));
  };

  return (
    <nav aria-label="已打开的页面" style={styles.bar} data-scf-tags-view="">
      <Dropdown
        trigger={['contextMenu']}
        open={menu.open}
        onOpenChange={(open) => setMenu((m) => ({ ...m, open }))}
        menu={{
          items: actionsFor(menuFor?.affix ?? pathname === PRODUCT_CENTRE_PATH),
          onClick: ({ key }) => {
            setMenu((m) => ({ ...m, open: false }));
            if (isAction(key)) act(key, menuFor?.path ?? pathname);
          },
        }}
      >
        <ul
          style={styles.list}
          onMouseDown={onBarMouseDown}
          onContextMenu={(event) => {
            const tag = tagAt(event.target);
            setMenu((m) => ({ ...m, tag }));
          }}
        >
          {tags.map((t) => {
            const current = t.path === pathname;
            return (
              <li key={t.path}>
                <span
                  style={current ? { ...styles.tag, ...styles.active } : styles.tag}
                  data-scf-tag={t.path}
                  data-current={current ? '1' : '0'}
                >
                  <a
                    href={t.path}
                    aria-current={current ? 'page' : undefined}
                    aria-keyshortcuts={t.affix ? undefined : 'Delete'}
                    style={styles.link}
                    onClick={open(t.path)}
                    onKeyDown={onTagKeyDown(t)}
                  >
                    {t.title}
                  </a>
                  {t.affix ? null : (
                    // Pointer only: the keyboard closes a tag with Delete on its link, or from its menu.
                    <span
                      aria-hidden
                      title="关闭"
                      style={styles.close}
                      onClick={() => close(t.path)}
                      data-scf-tag-close=""
                    >
                      <CloseOutlined />
                    </span>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        menu={{
          items: actionsFor(pathname === PRODUCT_CENTRE_PATH),
          onClick: ({ key }) => isAction(key) && act(key, pathname),
        }}
      >
        <Button type="text" size="small" aria-label="标签操作" title="标签操作" icon={<DownOutlined aria-hidden />} />
      </Dropdown>
    </nav>
  );
}
