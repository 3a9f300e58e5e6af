/**
 * Turns the schema's refusal into the ret_msg of INVALID_PARAMS: "<field>: <message key>",
 * e.g. "email: invalidMail" or "password: invalidPasswordDigest". The contract's rules
 * already speak in behaviour §5 message keys; a missing field reads "<field>: required".
 */
import { z } from 'zod';

interface Issue {
  code?: string;
  path?: readonly PropertyKey[];
  message: string;
}

interface FastifyValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
}

/**
 * `schema` and `input` let a union (login by e-mail or by mobile) be judged by the branch
 * the input meant: the one sharing the most keys with it.
 */
export function validationMessage(
  issues: readonly FastifyValidationIssue[],
  context: string | undefined,
  schema?: unknown,
  input?: unknown,
): string {
  const where = context ?? 'body';
  const branchIssue =
    schema instanceof z.ZodUnion ? issueOfIntendedBranch(schema, input) : undefined;
  if (branchIssue) return describe(branchIssue, where);
  const first = issues[0];
  if (!first) return `${where}: invalid`;
  const path = first.instancePath.split('/').filter(Boolean);
  return describe({ code: first.keyword, path, message: first.message ?? 'invalid' }, where);
}

function issueOfIntendedBranch(union: z.ZodUnion, input: unknown): Issue | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const keys = Object.keys(input);
  const overlap = (option: unknown) =>
    option instanceof z.ZodObject ? keys.filter((key) => key in option.shape).length : -1;
  const options = union.options as readonly z.ZodType[];
  const intended = options.reduce((best, option) =>
    overlap(option) > overlap(best) ? option : best,
  );
  return intended.safeParse(input).error?.issues[0];
}

function describe(issue: Issue, context: string): string {
  const field = issue.path?.length ? issue.path.map(String).join('.') : context;
  if (/received undefined$/.test(issue.message)) return `${field}: required`;
  if (issue.code === 'invalid_type')
    return `${field}: ${issue.message.replace(/^Invalid input: /, '')}`;
  return `${field}: ${issue.message}`;
}
