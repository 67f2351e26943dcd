import type { FeatureRoutes } from '../../core/http/routes';
import { backgroundRoutes } from './backgrounds';
import { mailImageRoutes } from './mailImages';
import { uploadRoutes } from './uploads';

/** The images' Express routes (mounted by the app): uploads, the built-in backgrounds and the JPEGs e-mails show. */
export const imageRoutes: FeatureRoutes = (deps) => [
  ...uploadRoutes(deps),
  ...backgroundRoutes(deps),
  ...mailImageRoutes(deps),
];
