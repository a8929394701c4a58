// `@reformas/web-core/ui`: React components built on antd. A subpath of its own, outside the
// Module Federation shared singleton `@reformas/web-core`, so each remote bundles only the antd
// parts it uses (antd is not shared; see tools/rspack/module-federation.shared.mjs). The access dialog itself
// is only reached through useAccessPrompt's dynamic import.
export * from './antd.provider';
export * from './project.card';
export * from './email-verified.mark';
export * from './photo.thumb';
export * from './photo.gallery';
export * from './photo.upload';
export * from './load-more';
export * from './form-fields';
export * from './city-type-filters';
export * from './directory-header';
export * from './page-heading';
export * from './link-button';
export * from './detail-page';
export * from './use-access-prompt';
export * from './use-dialog-focus';
export * from './publish-not-allowed';
export * from './confirm.dialog';
export * from './reason-choice';
export type { AccessDialogProps } from './access.dialog';
