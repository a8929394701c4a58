// knip (in `npm run lint`): no unused dependency, file or export. Its plugins find most entry files
// (Rspack, Jest, Playwright, ESLint, the package.json scripts); what they cannot see is listed here.
// Unused exports found when knip came in (issue 15), in code other changes of that issue were rewriting:
// to delete (the exports or this list) once they have landed. Anything new fails.
const UNUSED_BEFORE_KNIP = {
  'apps/api/src/cleaning/cleaning.service.ts': ['exports'],
  'apps/api/src/common/domain-error.ts': ['exports'],
  'apps/api/src/common/http-exception.filter.ts': ['exports'],
  'apps/api/src/projects/projects.service.ts': ['exports'],
  'apps/api/src/users/users.service.ts': ['exports'],
  'apps/api/src/workers/workers.service.ts': ['exports'],
  'apps/api/test/support/api-process.ts': ['exports'],
  'apps/api/test/support/event-stream.ts': ['types'],
  'apps/mfe-calculator/src/pricing/calculator.pricing.ts': ['types'],
  'apps/mfe-chat/src/api/contacts.query.ts': ['exports'],
  'apps/mfe-chat/src/api/conversation.query.ts': ['exports'],
  'apps/mfe-chat/src/components/person.tsx': ['exports'],
  'apps/mfe-chat/src/pages/chat/chat-cache.ts': ['exports'],
  'apps/mfe-chat/src/pages/chat/contacts.panel.tsx': ['exports'],
  'apps/mfe-chat/src/pages/chat/send-message.form.tsx': ['exports'],
  'apps/mfe-cleaning/src/api/cleaning-services.query.ts': ['exports'],
  'apps/mfe-cleaning/src/api/user-cleaning.query.ts': ['exports'],
  'apps/mfe-renovation/src/api/own-worker-profile.query.ts': ['exports'],
  'apps/mfe-renovation/src/api/projects.query.ts': ['exports'],
  'apps/mfe-renovation/src/api/worker-directory.query.ts': ['exports'],
  'apps/mfe-renovation/src/pages/worker-view/worker-profile.form.ts': ['types'],
  'apps/mfe-renovation/src/pages/worker-view/worker-profile.tab.tsx': ['exports'],
  'apps/shell/src/federation/remote-route.tsx': ['exports'],
  'apps/shell/src/hooks/use-recent-projects.ts': ['exports'],
  'apps/shell/src/pages/auth/auth.page.tsx': ['exports'],
  'apps/shell/src/pages/auth/register.form.tsx': ['exports'],
  'e2e/support/processes.ts': ['types'],
};

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
    ignoreBinaries: ['apt-get'],
    ignoreIssues: {
      ...UNUSED_BEFORE_KNIP,
      ...Object.fromEntries(exposedModules.map((file) => [file, ['duplicates']])),
    },
    workspaces: {
      '.': {
        entry: ['scripts/**/*.mjs', 'tools/**/*.{mjs,cjs}'],
        // Types of a script module for the TypeScript that imports it: read by tsc, unseen by knip.
        ignoreFiles: ['scripts/*.d.mts'],
        // The API's logger loads it by name (pino transport).
        ignoreDependencies: ['pino-pretty'],
      },
      'apps/api': {
        // Spawned by the data-model test as a separate process.
        entry: ['test/support/embedded-server.mjs'],
      },
      'apps/shell': {
        // Second Rspack config (build-time prerender) and the federation runtime plugin, passed by path.
        entry: ['rspack.prerender.config.mjs', 'src/prerender.tsx', 'src/federation/remote-errors.plugin.ts'],
      },
      ...Object.fromEntries(remotes),
      'libs/*': {},
    },
  };
};
