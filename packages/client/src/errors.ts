/** A call that did not succeed: `code` is the envelope's code, or 0 for a network failure. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  readonly isNetworkError: boolean;

  constructor(
    message: string,
    options: { code: number; status: number; data?: unknown; isNetworkError?: boolean },
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.data = options.data ?? null;
    this.isNetworkError = options.isNetworkError ?? false;
  }

  /** The field a validation failure names, if any. */
  get field(): string | undefined {
    const data = this.data as { field?: unknown } | null;
    return typeof data?.field === 'string' ? data.field : undefined;
  }
}
