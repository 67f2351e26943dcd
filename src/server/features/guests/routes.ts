import type { FeatureRoutes } from '../../core/http/routes';
import { calendarRoutes } from './calendarRoute';
import { guestCsvRoutes } from './csvRoutes';

/** The guests' Express routes (mounted by the app; no job reaches them): the party's calendar file and the hosts' CSV import and export. */
export const guestRoutes: FeatureRoutes = (deps) => [...calendarRoutes(deps), ...guestCsvRoutes(deps)];
