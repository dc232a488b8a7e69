import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/StoreContext';

/** The global progress bar, shown while a tracked request runs (docs/BEHAVIOUR.md). */
export const ProgressBar = observer(function ProgressBar() {
  const { ui } = useStores();
  if (!ui.progressVisible) return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading" />;
});
