// Stylesheets imported for their side effect (one per remote, bundled by Rspack's CSS support).
declare module '*.css';
// A stylesheet as text (a remote's src/frames.tsx: the CSS written beside its frames).
declare module '*.css?raw' {
  const css: string;
  export default css;
}
