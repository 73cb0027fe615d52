import { replaceControlCharacters } from '../http/text-length';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { count } from '../observe/metrics';
import { givePlaceBack, lockKey, minutesFrom, secondsFrom, takePlace } from '../db/rate-limit';
import { audit, AUDIT, auditFailedSignIn } from './audit';
import {
  decoyHash,
  hashPassword,
  isCommonPassword,
  MIN_PASSWORD_LENGTH,
  verifyPassword,
} from './passwords';
import { isEasyToGuess, type PasswordOwner } from './password-strength';
import { tokenHash } from './tokens';
import { newRecoveryCodes, normaliseRecoveryCode, totpStep } from './totp';

/**
 * 5 failed sign-ins in 15 minutes (docs/back-office.md): from a device that signed in to the account
 * before (its device cookie), per device; from any other, per account and per client (decision
 * 044). A stranger's failures so lock out only unknown devices.
 */
export const SIGN_IN_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 };
const BY_ACCOUNT = 'sign-in:account';
const BY_CLIENT = 'sign-in:client';
const BY_DEVICE = 'sign-in:device';
/** How the audit log names the accounts a client tried while its own limit held it back. */
const ANY_ACCOUNT = 'any account (client held back)';

export type SignInResult =
  | { ok: true; accountId: number; email: string; recoveryCode: boolean }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; minutes: number; retryAfterSeconds: number };

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly code: string;
  /** Where the request came from, as the audit log shows it. */
  readonly clientAddress: string;
  /** Who the per-client limit counts: the address, an IPv6 one by its /64 (clientKey). */
  readonly clientKey: string;
  /** The device id of a valid device cookie for this e-mail (server/staff/device-cookie.ts). */
  readonly device?: string | undefined;
}

/** The e-mail as typed, normalised: what the limits and the device cookie are keyed by. */
export function normaliseEmail(email: string): string {
  // A control character becomes U+FFFD, which no account's address holds: a wrong sign-in like
  // any other, never a NUL sent to the database (decision 102).
  return replaceControlCharacters(email.trim().toLowerCase(), '\uFFFD').slice(0, 254);
}

/** Thrown inside the attempt's transaction to give back the place taken under the other limit. */
class Refused extends Error {
  constructor(
    readonly retryAfterMs: number,
    /** Which limit was full: the client's means the account typed tells nothing. */
    readonly kind: string,
  ) {
    super('too many attempts');
  }
}

/**
 * Takes the attempt's place under both limits before anything is checked, so that attempts sent
 * at once wait for each other and no burst gets past the limit: the account's, then the client's
 * (always in this order, so two attempts never wait for each other's second lock), in one
 * transaction that gives both back when either is full. Resolves to the wait when refused.
 */
async function takeAttempt(
  db: Kysely<Schema>,
  email: string,
  client: string,
  device: string | undefined,
) {
  const limits: readonly (readonly [string, string])[] =
    device !== undefined
      ? [[BY_DEVICE, device]]
      : [
          [BY_ACCOUNT, email],
          [BY_CLIENT, client],
        ];
  try {
    await db.transaction().execute(async (tx) => {
      for (const [kind, key] of limits) {
        const taken = await takePlace(tx, kind, key, SIGN_IN_LIMIT);
        if (!taken.allowed) throw new Refused(taken.retryAfterMs, kind);
      }
    });
    return undefined;
  } catch (error) {
    if (error instanceof Refused)
      return { ms: error.retryAfterMs, byClient: error.kind === BY_CLIENT };
    throw error;
  }
}

/**
 * Checks e-mail, password and code (or a recovery code, once). Every failure looks the same to
 * the client; it counts against the account and the client address (its place is taken before
 * the check and given back on success), and is in the audit log.
 */
export async function signIn(
  db: Kysely<Schema>,
  input: SignInInput,
  /** STAFF_PASSWORD_COST: the decoy checked without an account is hashed at it. */
  passwordCost: number,
): Promise<SignInResult> {
  const email = normaliseEmail(input.email);
  const client = input.clientKey;
  const { device } = input;
  const refusedFor = await takeAttempt(db, email, client, device);
  const account = await db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  if (refusedFor !== undefined) {
    // A client held back by its own limit is one row whatever e-mails it goes on typing.
    const byClient = refusedFor.byClient;
    count.signInLockedOut(byClient ? 'client' : device !== undefined ? 'device' : 'account');
    await auditFailedSignIn(db, {
      account: byClient ? ANY_ACCOUNT : account?.email,
      typed: email,
      accountId: byClient ? null : (account?.id ?? null),
      clientAddress: input.clientAddress,
      reason: 'too many attempts',
    });
    return {
      ok: false,
      reason: 'locked',
      minutes: minutesFrom(refusedFor.ms),
      retryAfterSeconds: secondsFrom(refusedFor.ms),
    };
  }

  // The password is checked even without an account, so the time taken tells nothing.
  const passwordOk = await verifyPassword(
    input.password,
    account?.password_hash ?? (await decoyHash(passwordCost)),
  );
  const usable =
    account !== undefined &&
    account.password_hash !== null &&
    account.totp_secret !== null &&
    account.disabled_at === null &&
    passwordOk;

  let byRecoveryCode = false;
  const accepted =
    usable &&
    (await db.transaction().execute(async (tx) => {
      // One sign-in at a time per account, so a code or recovery code works once.
      await lockKey(tx, BY_ACCOUNT, email);
      const code = input.code.trim();
      if (/^\d{6}$/.test(code)) {
        const step = totpStep(account.totp_secret as string, code);
        const fresh = await tx
          .selectFrom('staff_accounts')
          .select('totp_last_step')
          .where('id', '=', account.id)
          .executeTakeFirstOrThrow();
        if (step === null || (fresh.totp_last_step !== null && step <= fresh.totp_last_step)) {
          return false;
        }
        await tx
          .updateTable('staff_accounts')
          .set({ totp_last_step: step })
          .where('id', '=', account.id)
          .execute();
        return true;
      }
      const recovery = normaliseRecoveryCode(code);
      if (recovery.length !== 10) return false;
      byRecoveryCode = true;
      const used = await tx
        .updateTable('staff_recovery_codes')
        .set({ used_at: new Date() })
        .where('account_id', '=', account.id)
        .where('code_hash', '=', tokenHash(recovery))
        .where('used_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return used !== undefined;
    }));

  if (!accepted || !account) {
    count.signInFailed();
    await auditFailedSignIn(db, {
      account: account?.email,
      typed: email,
      accountId: account?.id ?? null,
      clientAddress: input.clientAddress,
      reason: account?.disabled_at ? 'account disabled' : '',
    });
    return { ok: false, reason: 'wrong' };
  }
  // A success clears the count it was counted under and gives back the client's place; the
  // client's earlier failures stay (it may be guessing many accounts).
  await db
    .deleteFrom('rate_events')
    .where('kind', '=', device !== undefined ? BY_DEVICE : BY_ACCOUNT)
    .where('key', '=', device ?? email)
    .execute();
  if (device === undefined) await givePlaceBack(db, BY_CLIENT, client);
  const actor = { id: account.id, name: account.email, clientAddress: input.clientAddress };
  await audit(db, actor, byRecoveryCode ? AUDIT.signInByRecoveryCode : AUDIT.signIn);
  return { ok: true, accountId: account.id, email: account.email, recoveryCode: byRecoveryCode };
}

export interface Enrolment {
  readonly accountId: number;
  readonly email: string;
  readonly totpSecret: string;
}

/** The account an unused, unexpired enrolment link is for, or null. */
export async function findEnrolment(db: Kysely<Schema>, token: string): Promise<Enrolment | null> {
  const row = await db
    .selectFrom('staff_enrolments as e')
    .innerJoin('staff_accounts as a', 'a.id', 'e.account_id')
    .select([
      'e.account_id',
      'e.totp_secret',
      'e.expires_at',
      'e.used_at',
      'a.email',
      'a.disabled_at',
    ])
    .where('e.token_hash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row || row.used_at || row.disabled_at || new Date(row.expires_at).getTime() < Date.now()) {
    return null;
  }
  return { accountId: row.account_id, email: row.email, totpSecret: row.totp_secret };
}

export type PasswordProblem = 'tooShort' | 'common' | 'easyToGuess' | 'mismatch';

/**
 * Why a new staff password is refused, or null (docs/back-office.md): at least 12 characters,
 * not one of the 10,000 most common, not found by zxcvbn-ts with the account's e-mail, the site's
 * name and the trade's words as words it tries first (score 3 at least, and not made of those
 * words alone: decisions 099 and 188), and the same twice. Each message is
 * staffCopy.enrol.errors[problem].
 */
export async function passwordProblem(
  password: string,
  confirm: string,
  owner: PasswordOwner | string,
): Promise<PasswordProblem | null> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (isCommonPassword(password)) return 'common';
  if (await isEasyToGuess(password, owner)) return 'easyToGuess';
  if (password !== confirm) return 'mismatch';
  return null;
}

export type EnrolResult =
  { ok: true; recoveryCodes: string[] } | { ok: false; problem: PasswordProblem | 'code' | 'link' };

/** Sets the password and the authenticator, and hands out ten recovery codes (shown once). */
export async function finishEnrolment(
  db: Kysely<Schema>,
  token: string,
  input: { password: string; confirm: string; code: string; clientAddress: string },
  /** STAFF_PASSWORD_COST, for the new password's hash. */
  passwordCost: number,
  /** SITE_NAME: its words are among those a password may not be made of. */
  siteName?: string,
): Promise<EnrolResult> {
  const enrolment = await findEnrolment(db, token);
  if (!enrolment) return { ok: false, problem: 'link' };
  const problem = await passwordProblem(input.password, input.confirm, {
    email: enrolment.email,
    siteName,
  });
  if (problem) return { ok: false, problem };
  const step = totpStep(enrolment.totpSecret, input.code.trim());
  if (step === null) return { ok: false, problem: 'code' };
  const passwordHash = await hashPassword(input.password, passwordCost);
  const codes = newRecoveryCodes();
  const done = await db.transaction().execute(async (tx) => {
    const claimed = await tx
      .updateTable('staff_enrolments')
      .set({ used_at: new Date() })
      .where('token_hash', '=', tokenHash(token))
      .where('used_at', 'is', null)
      .returning('account_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await tx
      .updateTable('staff_accounts')
      .set({
        password_hash: passwordHash,
        totp_secret: enrolment.totpSecret,
        totp_last_step: step,
        enrolled_at: new Date(),
      })
      .where('id', '=', enrolment.accountId)
      .execute();
    await tx
      .deleteFrom('staff_recovery_codes')
      .where('account_id', '=', enrolment.accountId)
      .execute();
    await tx
      .insertInto('staff_recovery_codes')
      .values(
        codes.map((code) => ({
          account_id: enrolment.accountId,
          code_hash: tokenHash(normaliseRecoveryCode(code)),
        })),
      )
      .execute();
    await audit(
      tx,
      { id: enrolment.accountId, name: enrolment.email, clientAddress: input.clientAddress },
      AUDIT.enrolment,
      enrolment.email,
    );
    return true;
  });
  return done ? { ok: true, recoveryCodes: codes } : { ok: false, problem: 'link' };
}
