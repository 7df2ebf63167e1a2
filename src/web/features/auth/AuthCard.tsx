import type { FormEvent, ReactNode } from "react";
import { usePageTitle } from "../../components/PageTitle.tsx";

interface AuthCardProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** An error (role=alert) or success (role=status) message above the form. */
  message?: { kind: "error" | "success"; text: string } | null;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame shared by the account screens. */
export function AuthCard({ title, onSubmit, message, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="card">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        <div aria-live="polite">
          {message && (
            <p
              role={message.kind === "error" ? "alert" : "status"}
              className={`mt-4 rounded-lg border px-3 py-2 text-sm ${
                message.kind === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-brand-200 bg-brand-50 text-brand-900"
              }`}
            >
              {message.text}
            </p>
          )}
        </div>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          {children}
        </form>
        {footer && <div className="mt-6 space-y-2 text-sm">{footer}</div>}
      </div>
    </div>
  );
}
