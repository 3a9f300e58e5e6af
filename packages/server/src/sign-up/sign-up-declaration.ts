/**
 * What a person declares before an account is made (decision 038): that they do not live where
 * sign-up is not offered (the widget's dialog 1), and which version of the terms they accepted.
 * The account keeps both, with the time, so a later dispute can be answered from the record.
 */
import type { Queries } from '../store/store.js';

export interface SignUpDeclaration {
  residenceDeclared: boolean;
  termsVersion: string | undefined;
}

/** The declaration fields of a sign-up body (signUpDeclarationFields in the contract). */
export function declarationOf(body: {
  residence_declared?: boolean | undefined;
  terms_version?: string | undefined;
}): SignUpDeclaration {
  return { residenceDeclared: body.residence_declared === true, termsVersion: body.terms_version };
}

/** Kept in the account's creation transaction: an account never exists without its record. */
export async function recordDeclaration(
  tx: Queries,
  accountId: string,
  declaration: SignUpDeclaration | undefined,
  now: number,
): Promise<void> {
  await tx.signUpDeclarations.insert({
    account_id: accountId,
    residence_declared_at: declaration?.residenceDeclared ? now : null,
    terms_version: declaration?.termsVersion ?? null,
    created_at: now,
  });
}
