// Standalone page for development (`npx nx run mfe-calculator:serve`); in the product the shell mounts the exposed pages.
import { mountStandalone } from '@reformas/web-core/standalone';
import { CALCULATOR_ROUTES } from './routes';

mountStandalone(CALCULATOR_ROUTES);
