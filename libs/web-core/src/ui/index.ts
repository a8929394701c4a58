// `@reformas/web-core/ui`: React components built on antd. A subpath of its own, outside the
// Module Federation shared singleton `@reformas/web-core`, so each remote bundles only the antd
// parts it uses (antd is not shared; see tools/rspack/module-federation.shared.mjs).
export * from './access-required.dialog';
