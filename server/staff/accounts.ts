import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { audit, AUDIT, type Actor } from './audit';
import { newToken, tokenHash } from './tokens';
import { newTotpSecret } from './totp';

/** An enrolment link works for 24 hours, once (docs/back-office.md). */
export const ENROLMENT_TTL_MS = 24 * 60 * 60 * 1000;
export const ENROL_PATH = '/staff/enrol/';

// As the contact form: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What a command answers: lines for standard output or error, and the exit status. */
export interface CommandResult {
  readonly code: 0 | 1;
  readonly out: string[];
  readonly err: string[];
}

const ok = (...out: string[]): CommandResult => ({ code: 0, out, err: [] });
const fail = (line: string): CommandResult => ({ code: 1, out: [], err: [line] });

export const USAGE = [
  'Usage: npm run staff -- add EMAIL [--admin]',
  '       npm run staff -- list',
  '       npm run staff -- disable EMAIL',
  '       npm run staff -- reset-mfa EMAIL',
];

/** Ends the account's open sessions and voids its unused enrolment links (disable, reset-mfa). */
async function endSessionsAndLinks(db: Kysely<Schema>, accountId: number): Promise<void> {
  const now = new Date();
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now })
    .where('account_id', '=', accountId)
    .where('ended_at', 'is', null)
    .execute();
  await db
    .updateTable('staff_enrolments')
    .set({ used_at: now })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

async function newEnrolment(db: Kysely<Schema>, accountId: number, publicUrl: string) {
  const token = newToken();
  await db
    .insertInto('staff_enrolments')
    .values({
      token_hash: tokenHash(token),
      account_id: accountId,
      totp_secret: newTotpSecret(),
      expires_at: new Date(Date.now() + ENROLMENT_TTL_MS),
    })
    .execute();
  return `Enrolment link: ${publicUrl}${ENROL_PATH}${token}`;
}

function readEmail(value: string | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? '';
  return EMAIL.test(email) && email.length <= 254 ? email : null;
}

/**
 * `npm run staff -- …`, run where the database is open: in the running server (asked over its
 * socket) or in the command's own process when no server runs (server/staff/cli.ts).
 */
export async function runStaffCommand(
  db: Kysely<Schema>,
  args: readonly string[],
  publicUrl: string,
  actor: Actor,
): Promise<CommandResult> {
  const [command, ...rest] = args;
  const flags = rest.filter((a) => a.startsWith('--'));
  const [target] = rest.filter((a) => !a.startsWith('--'));

  if (command === 'list' && rest.length === 0) {
    const rows = await db
      .selectFrom('staff_accounts')
      .select(['email', 'is_admin', 'enrolled_at', 'disabled_at'])
      .orderBy('email')
      .execute();
    if (rows.length === 0) return ok('No staff accounts yet.');
    return ok(
      ...rows.map((row) => {
        const role = row.is_admin ? 'admin' : 'preparer';
        const state = row.disabled_at ? 'disabled' : row.enrolled_at ? 'active' : 'invited';
        return `${row.email}\t${role}\t${state}`;
      }),
    );
  }

  const known = ['add', 'disable', 'reset-mfa'];
  const allowedFlags = command === 'add' ? ['--admin'] : [];
  if (
    command === undefined ||
    !known.includes(command) ||
    target === undefined ||
    rest.length !== 1 + flags.length ||
    flags.some((f) => !allowedFlags.includes(f))
  ) {
    return { code: 1, out: [], err: USAGE };
  }
  const email = readEmail(target);
  if (email === null) return fail(`Not an e-mail address: ${target}`);

  if (command === 'add') {
    const existing = await db
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) return fail(`An account with this e-mail already exists: ${email}`);
    const isAdmin = flags.includes('--admin');
    const line = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto('staff_accounts')
        .values({ email, is_admin: isAdmin })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(tx, actor, AUDIT.accountAdded, `${email} (${isAdmin ? 'admin' : 'preparer'})`);
      return newEnrolment(tx, row.id, publicUrl);
    });
    return ok(line);
  }

  const account = await db
    .selectFrom('staff_accounts')
    .select(['id', 'disabled_at'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!account) return fail(`No staff account with this e-mail: ${email}`);

  if (command === 'disable') {
    await db.transaction().execute(async (tx) => {
      await tx
        .updateTable('staff_accounts')
        .set({ disabled_at: new Date() })
        .where('id', '=', account.id)
        .execute();
      await endSessionsAndLinks(tx, account.id);
      await audit(tx, actor, AUDIT.accountDisabled, email);
    });
    return ok(`Disabled: ${email}`);
  }

  // reset-mfa: the authenticator and recovery codes go, sessions end, a new link sets them anew.
  if (account.disabled_at) return fail(`This account is disabled: ${email}`);
  const line = await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('staff_accounts')
      .set({ totp_secret: null, totp_last_step: null, enrolled_at: null })
      .where('id', '=', account.id)
      .execute();
    await tx.deleteFrom('staff_recovery_codes').where('account_id', '=', account.id).execute();
    await endSessionsAndLinks(tx, account.id);
    await audit(tx, actor, AUDIT.mfaReset, email);
    return newEnrolment(tx, account.id, publicUrl);
  });
  return ok(line);
}
