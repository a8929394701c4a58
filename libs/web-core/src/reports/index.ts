// `@reformas/web-core/reports`: 'Denunciar' and its form, shared by the remotes. A subpath of its own, outside the
// shared singleton: its dialog renders antd, which is not shared.
export { ReportButton } from './report.button';
export { HiddenNotice } from './hidden.notice';
