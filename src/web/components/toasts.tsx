import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { layoutTexts } from "../../shared/texts/common.ts";

export type ToastKind = "success" | "error" | "info";
interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** A second, smaller line with details (e.g. how long to wait). */
  description?: string;
}
interface ToastApi {
  show(message: string, kind?: ToastKind, description?: string): void;
  success(message: string, description?: string): void;
  error(message: string, description?: string): void;
}

/** Spec section 9: toasts close themselves after 5000 ms. */
export const toastDurationMs = 5000;

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Toasts at the top right, newest on top, each closing after 5 s or when dismissed. They sit below the
 * fixed header (h-16), so they never cover its Sign Out button or the menu toggle.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const api = useMemo<ToastApi>(() => {
    const show = (message: string, kind: ToastKind = "info", description?: string) => {
      const id = nextId.current++;
      setToasts((list) => [{ id, kind, message, description }, ...list]);
    };
    return { show, success: (m, d) => show(m, "success", d), error: (m, d) => show(m, "error", d) };
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      <div
        role="region"
        aria-label={layoutTexts.notifications}
        className="pointer-events-none fixed top-20 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext>
  );
}

const kindStyles: Record<ToastKind, string> = {
  success: "border-brand-200 bg-brand-50 text-brand-900",
  error: "border-red-200 bg-red-50 text-red-900",
  info: "border-stone-200 bg-white text-stone-800",
};

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, toastDurationMs);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      role={toast.kind === "error" ? "alert" : "status"}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border px-4 py-3 text-sm shadow-lg ${kindStyles[toast.kind]}`}
    >
      <div className="flex-1">
        <p>{toast.message}</p>
        {toast.description && <p className="mt-1 text-xs opacity-90">{toast.description}</p>}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={layoutTexts.closeNotification}
        className="-m-1 rounded p-1 opacity-70 hover:opacity-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M6.3 5 5 6.3 8.7 10 5 13.7 6.3 15l3.7-3.7 3.7 3.7 1.3-1.3-3.7-3.7L15 6.3 13.7 5 10 8.7z" />
        </svg>
      </button>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error("useToast must be used within a ToastProvider");
  return api;
}
