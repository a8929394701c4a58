// knip (in `npm run lint`): no unused dependency, file or export. Its plugins find most entry files
// (Rspack, Jest, Playwright, ESLint, the package.json scripts); what they cannot see is listed here.

module.exports = async () => {
  // Each remote's exposed modules are entries: the shell loads them by name at run time.
  const { REMOTES } = await import('./tools/rspack/remotes.mjs');
  const remotes = await Promise.all(
    REMOTES.map(async ({ app }) => {
      const { exposes } = await import(`./apps/${app}/rspack.config.mjs`);
      return [`apps/${app}`, { entry: Object.values(exposes) }];
    }),
  );
  // An exposed page module exports its component twice: named (tests, the shell's typings) and default (what
  // the federation's loadRemote hands React.lazy).
  const exposedModules = remotes.flatMap(([dir, { entry }]) =>
    entry.map((file) => `${dir}/${file.slice(2)}`),
  );
  return {
    // Debian's tools, installed with apt-get when missing (scripts/apt.mjs), not by npm; unshare is util-linux.
    // java: Debian's too (scripts/ensure-java.mjs), for the Nu checker's vnu.jar.
    ignoreBinaries: ['apt-get', 'wrk', 'unshare', 'debootstrap', 'java'],
    ignoreIssues: {
      ...Object.fromEntries(exposedModules.map((file) => [file, ['duplicates']])),
    },
    workspaces: {
      '.': {
        entry: ['scripts/**/*.mjs', 'tools/**/*.{mjs,cjs}', 'deploy/**/*.mjs'],
        // Types of a script module for the TypeScript that imports it: read by tsc, unseen by knip.
        ignoreFiles: ['scripts/*.d.mts', 'tools/**/*.d.mts', 'deploy/**/*.d.mts'],
        // The API's logger loads it by name (pino transport); the checkers' files are read by path
        // (e2e/checkers.spec.ts: vnu.jar run with java, HTMLCS.js put in the page); Prism's CLI is spawned by path
        // (apps/api/test/support/prism.ts), and so is maildev, the mail catcher (scripts/start.mjs, e2e/global-setup.ts).
        ignoreDependencies: ['pino-pretty', 'vnu-jar', 'html_codesniffer', '@stoplight/prism-cli', 'maildev'],
      },
      'apps/api': {
        // Spawned by tests as separate processes: the data-model test's server, and the PDF reader (pdf.js) that
        // gives a quote's text (test/support/pdf.ts).
        entry: ['test/support/embedded-server.mjs', 'test/support/pdf-text.mjs'],
      },
      'apps/shell': {
        // Second Rspack config (build-time prerender and the renderer) and the federation runtime plugin, passed by path.
        entry: [
          'rspack.prerender.config.mjs',
          'src/prerender.tsx',
          'src/server/render-server.ts',
          'src/federation/remote-errors.plugin.ts',
        ],
      },
      ...Object.fromEntries(remotes),
      'libs/*': {},
    },
  };
};
