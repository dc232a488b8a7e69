import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/**
 * What the router shows when something around a screen throws (a layout, a guard): a screen's
 * own failures stay inside its ErrorBoundary, with the navigation around it. Without this the
 * router's default page would show the error's message and stack to the user.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Kept in the console for whoever debugs it; the user sees the message below.
    console.error('The page failed to render', error);
  }, [error]);
  return (
    <div className="simple-layout">
      <main className="simple-card">
        <div className="notice error render-error" role="alert" data-testid="render-error">
          <p>This page could not be shown. Reload the page; if it keeps failing, go back to your systems.</p>
          <p>
            <button type="button" className="button" onClick={() => location.reload()}>
              Reload
            </button>{' '}
            <a href="/systems">Systems</a>
          </p>
        </div>
      </main>
    </div>
  );
}
