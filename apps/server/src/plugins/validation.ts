import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Path = (string | number)[];

/**
 * Where the first NUL character sits in a parsed body, query or params: PostgreSQL cannot store
 * one in text or jsonb. Walks without recursion, so a deeply nested body cannot overflow the stack;
 * a NUL inside a key names the object that holds it.
 */
export function findNul(data: unknown): Path | undefined {
  type Node = { value: unknown; key: string | number | null; parent: Node | null };
  const pathOf = (node: Node | null): Path => {
    const path: Path = [];
    for (let at = node; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Node[] = [{ value: data, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(node);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: index, parent: node }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return pathOf(node);
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return undefined;
}

// a schema that fails where the NUL is, so the refusal takes the same path as any other issue
const refuseNul = zodValidatorCompiler({
  schema: z.unknown().superRefine((data, ctx) => {
    ctx.addIssue({ code: 'custom', path: findNul(data) ?? [], message: 'nul_character' });
  }),
  method: 'POST',
  url: '',
  httpPart: 'body',
});

/** Zod validation of every request part, refusing a NUL character in any string first. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => (findNul(data) ? refuseNul(data) : validate(data));
};
