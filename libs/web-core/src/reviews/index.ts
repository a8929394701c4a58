// `@reformas/web-core/reviews`: the reviews of a professional or a cleaner, shared by the renovation
// and cleaning remotes. A subpath of its own, outside the shared singleton: it renders antd, which is not shared.
export * from './reviews.section';
export * from './rating-line';
export { reviewKeys } from './reviews.query';
