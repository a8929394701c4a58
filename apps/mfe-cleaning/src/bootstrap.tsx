// Standalone page for development (`npx nx run mfe-cleaning:serve`); in the product the shell mounts the exposed pages.
import { mountStandalone } from '@reformas/web-core/standalone';
import { CLEANING_ROUTES } from './routes';

mountStandalone(CLEANING_ROUTES);
