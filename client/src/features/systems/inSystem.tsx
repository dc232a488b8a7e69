import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { useSystemId } from '../../app/routeParams';
import { SystemHeading } from './SystemHeading';

/**
 * Wraps a screen that lives inside a system: the screen gets the open system's id as a string,
 * and a route that names no system (`/systems/-/…`) shows the title and a "pick a system" note
 * instead, so no screen handles a missing system itself.
 */
export function inSystem(title: string, Screen: ComponentType<{ systemId: string }>): ComponentType {
  return observer(function InSystem() {
    const systemId = useSystemId();
    if (systemId === null)
      return (
        <section aria-labelledby="screen-title">
          <SystemHeading systemId={null} title={title} />
        </section>
      );
    return <Screen systemId={systemId} />;
  });
}
