// The antd theme of every app (antd itself is not shared: each app wraps its screens in its own ConfigProvider
// with this theme). The primary blue keeps white text, and the error red its texts, above WCAG AA contrast
// (antd's defaults do not).
export const ANTD_THEME = {
  token: { colorPrimary: '#1d4ed8', colorError: '#b91c1c', borderRadius: 8, fontFamily: 'inherit' },
};
