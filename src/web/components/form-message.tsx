export interface FormMessageValue {
  kind: "error" | "success";
  text: string;
}

/**
 * A form's outcome above or below it: an error is an alert, a success a status, both inside a
 * polite live region so screen readers hear them.
 */
export function FormMessage({ message, className = "mt-4" }: { message: FormMessageValue | null; className?: string }) {
  return (
    <div aria-live="polite">
      {message && (
        <p
          role={message.kind === "error" ? "alert" : "status"}
          className={`${className} rounded-lg border px-3 py-2 text-sm ${
            message.kind === "error"
              ? "border-red-200 bg-red-50 text-red-800"
              : "border-brand-200 bg-brand-50 text-brand-900"
          }`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
