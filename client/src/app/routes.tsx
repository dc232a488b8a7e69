import type { ReactElement } from 'react';
import { LoginScreen } from '../features/account/LoginScreen';
import { SystemScreen } from '../features/systems/SystemScreen';
import { SystemsScreen } from '../features/systems/SystemsScreen';

/** One row of SPEC.md §2's route table. */
export interface RouteRow {
  path: string;
  name: string;
  layout: 'default' | 'simple';
  requiresAuth: boolean;
  element: ReactElement;
}

/** The routes, as data (STYLE.md §4). Any other path redirects to /systems. */
export const ROUTES: RouteRow[] = [
  { path: '/login', name: 'Login', layout: 'simple', requiresAuth: false, element: <LoginScreen /> },
  { path: '/systems', name: 'systems', layout: 'default', requiresAuth: true, element: <SystemsScreen /> },
  { path: '/systems/:systemId', name: 'system', layout: 'default', requiresAuth: true, element: <SystemScreen /> },
];
