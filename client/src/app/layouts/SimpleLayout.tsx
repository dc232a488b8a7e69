import type { ReactNode } from 'react';

/** Layout of the login and signup screens: the brand and a centred card. */
export function SimpleLayout({ children, routeName }: { children: ReactNode; routeName?: string }) {
  return (
    <div className="simple-layout">
      <main className="simple-card" data-route={routeName}>
        <div className="brand" aria-hidden="true">
          <span className="brand-mark">◉</span> Neuron
        </div>
        {children}
      </main>
    </div>
  );
}
