/** The normal tab icon and the alert icon shown while the tab is hidden and a push arrived. */
export const FAVICON = '/favicon.svg';
export const FAVICON_ALERT = '/favicon-alert.svg';

function setIcon(href: string): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Switches to the alert icon when a push message arrives while the tab is hidden (docs/PRODUCT.md). */
export function alertIfHidden(): void {
  if (document.visibilityState === 'hidden') setIcon(FAVICON_ALERT);
}

/** Restores the normal icon whenever the tab becomes visible again. Returns the unsubscribe. */
export function watchVisibility(): () => void {
  const onChange = () => {
    if (document.visibilityState === 'visible') setIcon(FAVICON);
  };
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
