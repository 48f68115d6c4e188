/**
 * The full-screen mask of the loading overlay: antd `Spin` with "正在加载中......". Loaded with a
 * page's first request (loading-overlay.component.tsx), not with the page: a news reader's page
 * makes none (issue 36).
 */
import { Spin } from 'antd';
import { LOADING_TEXT } from '../http/loading';

export default function LoadingMask({ loading, delayMs }: { loading: boolean; delayMs: number }) {
  return <Spin fullscreen spinning={loading} delay={delayMs} description={LOADING_TEXT} aria-live="polite" />;
}
