// The antd theme of every app (antd itself is not shared: each app wraps its screens in its own ConfigProvider
// with this theme). The primary blue keeps white text, and the error red its texts, above WCAG AA contrast
// (antd's defaults do not). So do a hovered primary button (antd's derived hover blue, #4373e6, gives white
// text 4.3:1) and form help texts (antd's grey #8c8c8c gives 3.4:1); axe-core found both on /create-cleaning.
export const ANTD_THEME = {
  token: {
    colorPrimary: '#1d4ed8',
    colorPrimaryHover: '#1e40af',
    colorPrimaryActive: '#1e3a8a',
    colorError: '#b91c1c',
    colorTextDescription: '#4b5563',
    borderRadius: 8,
    fontFamily: 'inherit',
  },
};
