// zod-free, so the browser apps can import the codes without the schema library

/** Response codes of the `{code, msg, data}` envelope (spec §8, DESIGN "API conventions"). */
export const ResponseCode = {
  success: 1,
  failure: 0,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  tooManyRequests: 429,
  serverError: 500,
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
