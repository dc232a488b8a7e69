import { InstallBanner } from './InstallBanner';
import { ProgressBar } from './ProgressBar';
import { ToastView } from './ToastView';

/** What floats above every screen: progress bar, toast, install banner. */
export function ShellOverlays() {
  return (
    <>
      <ProgressBar />
      <ToastView />
      <InstallBanner />
    </>
  );
}
