import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What failed, in the user's words: "This chart", "This page", "The map". */
  what: string;
  children: ReactNode;
  /** Called before the retry re-renders the children (e.g. to load a chunk again). */
  onRetry?: () => void;
  /**
   * A failure shown is left behind when this changes (the route's path): the children mount
   * afresh then, and only then. Keying the boundary by it instead would remount a screen on every
   * move within it (a new item opening as itself), losing what its state held.
   */
  resetKey?: string;
  /** Called once the failure is caught (what waits on the children, e.g. the next chart, goes on). */
  onError?: () => void;
}

interface State {
  failed: boolean;
  /** Bumped by "Try again": the children mount afresh. */
  attempt: number;
}

/**
 * Catches what a part of a screen throws while rendering (a chart, a map, a whole route's screen)
 * and shows a message with a retry in its place, so the rest of the page (the navigation, the
 * other panels) stays usable. Without it one failing chart unmounts the whole app.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
    }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept in the console for whoever debugs it; the user sees the message below.
    console.error(`${this.props.what} failed to render`, error, info.componentStack);
    this.props.onError?.();
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }));
  };

  override render() {
    if (!this.state.failed) return <BoundaryAttempt key={this.state.attempt}>{this.props.children}</BoundaryAttempt>;
    return (
      <div className="notice error render-error" role="alert" data-testid="render-error">
        <p>{this.props.what} could not be shown. Try again; if it keeps failing, reload the page.</p>
        <button type="button" className="button" onClick={this.retry}>
          Try again
        </button>
      </div>
    );
  }
}

// A keyed wrapper: a retry remounts the children rather than reusing their failed state.
function BoundaryAttempt({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
