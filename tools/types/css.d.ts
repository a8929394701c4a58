// Stylesheets imported for their side effect (one per remote, bundled by Rspack's CSS support).
declare module '*.css';
