// Standalone page for development (`npx nx run mfe-admin:serve`); in the product the shell mounts the exposed pages.
import { mountStandalone } from '@reformas/web-core/standalone';
import { ADMIN_ROUTES } from './routes';

mountStandalone(ADMIN_ROUTES);
