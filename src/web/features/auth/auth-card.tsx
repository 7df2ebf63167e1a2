import type { FormEvent, ReactNode } from "react";
import { Link } from "react-router";
import { FormMessage, type FormMessageValue } from "../../components/form-message.tsx";
import { usePageTitle } from "../../components/page-title.tsx";

interface AuthCardProps {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** An error (role=alert) or success (role=status) message above the form. */
  message?: FormMessageValue | null;
  children: ReactNode;
  /** Links under the form, one a line (to sign-in, sign-up, a new reset link). */
  links?: readonly { to: string; text: string }[];
}

/** The frame shared by the account screens. */
export function AuthCard({ title, onSubmit, message, children, links = [] }: AuthCardProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <div className="card">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        <FormMessage message={message ?? null} />
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          {children}
        </form>
        {links.length > 0 && (
          <div className="mt-6 space-y-2 text-sm">
            {links.map((link) => (
              <p key={link.to}>
                <Link className="link" to={link.to}>
                  {link.text}
                </Link>
              </p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
