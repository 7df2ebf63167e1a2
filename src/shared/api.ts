/** The one error shape every /api response uses; `fields` names each bad input field. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string";
}

/** Request limits shared by server validation and browser inputs. */
export const limits = {
  emailMaxLength: 254,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  /** Largest JSON body the API accepts. */
  bodyMaxBytes: 64 * 1024,
} as const;
