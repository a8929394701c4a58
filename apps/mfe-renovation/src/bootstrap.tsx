// Standalone page for development (`npx nx run mfe-renovation:serve`); in the product the shell mounts the exposed pages.
import { mountStandalone } from '@reformas/web-core/standalone';
import { RENOVATION_ROUTES } from './routes';

mountStandalone(RENOVATION_ROUTES);
