import { createContext, useContext } from 'react';
import { useParams } from 'react-router-dom';
import { NO_SYSTEM_SEGMENT } from './routeTable';

/** The route-table name of the route being shown (App provides it around each screen). */
export const RouteNameContext = createContext<string>('');

/** The name of the route being shown, e.g. 'sensordetails' or 'offline_sensor_notifications'. */
export function useRouteName(): string {
  return useContext(RouteNameContext);
}

/** The open system's id from the route, or null when the route names none ('-' or absent). */
export function useSystemId(): string | null {
  const { systemId } = useParams();
  return systemIdOf(systemId);
}

/** A route's systemId parameter as screens see it: null for none. */
export function systemIdOf(param: string | undefined): string | null {
  return !param || param === NO_SYSTEM_SEGMENT ? null : param;
}

/** A required route parameter (e.g. sn, ruleId); '' when the route does not have it. */
export function useRouteParam(name: string): string {
  return useParams()[name] ?? '';
}
