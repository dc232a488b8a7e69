import { observer } from 'mobx-react-lite';
import { TOAST_BUTTONS } from '@neuron/shared';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/StoreContext';
import type { Toast } from '../stores/UiStore';

/** Where the toast's main button goes: the system (docs/ROUTES.md), else the redirect path. */
function useOpen(toast: Toast): (() => void) | undefined {
  const navigate = useNavigate();
  if (toast.systemId) return () => navigate(`/systems/${encodeURIComponent(toast.systemId ?? '')}`);
  const redirect = toast.redirect;
  if (!redirect) return undefined;
  if (/^https?:\/\//.test(redirect)) return () => window.open(redirect, '_blank', 'noopener');
  return () => navigate(redirect);
}

const ToastCard = observer(function ToastCard({ toast }: { toast: Toast }) {
  const { ui } = useStores();
  const open = useOpen(toast);
  const close = () => ui.closeToast(toast.id);
  return (
    <div
      className={`toast toast-${toast.color}`}
      role={toast.color === 'error' ? 'alert' : 'status'}
      data-testid="toast"
      data-timeout={toast.timeoutMs ?? 'none'}
    >
      <span className="toast-text">{toast.text}</span>
      <span className="toast-actions">
        {toast.report && (
          <button type="button" className="button subtle" onClick={toast.report}>
            {TOAST_BUTTONS.report}
          </button>
        )}
        {toast.update && (
          <button type="button" className="button subtle" onClick={toast.update}>
            {TOAST_BUTTONS.update}
          </button>
        )}
        <button
          type="button"
          className="button subtle"
          onClick={() => {
            open?.();
            close();
          }}
        >
          {toast.buttonText}
        </button>
        {open && toast.buttonText !== TOAST_BUTTONS.close && (
          <button type="button" className="button subtle" aria-label={TOAST_BUTTONS.close} onClick={close}>
            ×
          </button>
        )}
      </span>
    </div>
  );
});

/** The global toast (docs/ROUTES.md, docs/BEHAVIOUR.md): one at a time, polite unless it is an error. */
export const ToastView = observer(function ToastView() {
  const { ui } = useStores();
  return <div className="toast-region">{ui.toast && <ToastCard key={ui.toast.id} toast={ui.toast} />}</div>;
});
