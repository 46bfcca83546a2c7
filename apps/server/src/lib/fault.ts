export interface Fault {
  /** The error's class, e.g. `DrizzleQueryError`, `TypeError`. */
  type: string;
  /**
   * The first code along the error and its causes: an SQLSTATE (`23505`), an errno name, a Fastify
   * code. Not named `code`: the logger redacts every `code` field (e-mail codes).
   */
  errorCode: string | undefined;
  /** Where it was thrown: the stack's frames, without the message line that starts it. */
  frames: string[];
  /** The type of each cause, outermost first. */
  causes: string[];
}

const MAX_FRAMES = 12;

/**
 * What a server fault leaves in the log: its type, code and frames, never its message. A failed
 * query's message holds the SQL and its parameters, and PostgreSQL's own message and detail quote
 * the values (`Key (email)=(…) already exists`): addresses and other personal data.
 */
export function faultOf(error: unknown): Fault {
  const chain: unknown[] = [];
  for (let at: unknown = error; at !== undefined && at !== null && chain.length < 5;) {
    chain.push(at);
    at = at instanceof Error ? at.cause : undefined;
  }
  const codes = chain.map((one) => (one as { code?: unknown }).code);
  const code = codes.find((one) => typeof one === 'string' || typeof one === 'number');
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return {
    type: nameOf(error),
    errorCode: code === undefined ? undefined : String(code),
    frames: stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, MAX_FRAMES)
      .map((line) => line.trim()),
    causes: chain.slice(1).map(nameOf),
  };
}

function nameOf(error: unknown): string {
  if (error instanceof Error) return error.constructor.name === 'Error' ? error.name : error.constructor.name;
  return typeof error;
}
