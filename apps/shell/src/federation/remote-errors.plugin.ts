// Federation runtime plugin: an error boundary alone does not see a remote whose manifest or entry never loads.
// This hook records the failure and lets the error propagate to loadRemote's caller, where the route wrapper
// shows the Spanish 'not available' message with 'Reintentar'.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { markRemoteFailed } from './remote-state';

export default function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-errors',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = remote?.name ?? id.split('/')[0];
      markRemoteFailed(name);
      console.warn(`No se pudo cargar el remote "${name}" (${lifecycle}):`, error);
      // No fallback module: loadRemote rejects and the route wrapper takes over.
      return undefined;
    },
  };
}
