// The staff Cases screen's server time with 1,000 and with 100,000 cases stored (target:
// less than 2x apart). Every case gets one document; the two in three not "filed" a message,
// whose name makes the client's (ten first names and seven surnames, accented, so a seventh of
// them are "García"; one in the middle of the list is "Xiomara Quetzalcóatl"); three in four cases
// are assigned, one in eight to the account signed in. Timed: the first page, a page from the
// middle of the list, the "filed" filter, a search by e-mail, by a common surname typed without
// its accent, by a rare name, and the "Me", "Unassigned" and "filed" + "Unassigned" filters.
// Usage: node bench/cases.mjs [--engine pglite|postgres|both] [--requests 200]
// [--counts 1000,100000]. The harness is bench/staff-screen.mjs.
import { sql } from 'kysely';
import { benchStaffScreen } from './staff-screen.mjs';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FIRST_NAMES = [
  'Ána María',
  'José Luis',
  'John',
  'Mary',
  'Wei',
  'Fátima',
  'Olga',
  'Carlos',
  'Zoë',
  'Thảo',
];
const SURNAMES = ['López', 'Smith', 'García', 'Nguyễn', 'Brown', 'Müller', 'Quiñónez'];

/** Case i's reference, `QR-` and 12 Crockford characters of i: unique, and valid for the check. */
const referenceSql = (i) => {
  const chars = [];
  for (let k = 11; k >= 0; k -= 1) {
    chars.push(sql`substr(${CROCKFORD}, ((${i} >> ${5 * k}) & 31) + 1, 1)`);
    if (k % 4 === 0 && k > 0) chars.push(sql`'-'`);
  }
  return sql`'QR-' || ${sql.join(chars, sql` || `)}`;
};

await benchStaffScreen({
  name: 'cases',
  screen: '/staff/cases',
  heading: '<h1>Cases</h1>',
  async seed(db, count, { accountId }) {
    // Three preparers, and the account signed in: each case but one in four has one of them.
    const preparers = await sql`insert into staff_accounts (email, is_admin, enrolled_at)
      select 'preparer' || i || '@example.com', false, now() from generate_series(1, 3) as i
      returning id`.execute(db);
    const assignees = [accountId, ...preparers.rows.map((row) => row.id)];
    const i = sql.ref('i');
    await sql`insert into cases (reference, status, created_at, last_activity_at, assigned_to)
      select ${referenceSql(i)}, case when i % 3 = 0 then 'filed' else 'received' end,
             now() - (${count} - i) * interval '1 minute', now() - (${count} - i) * interval '1 minute',
             case when i % 4 = 0 then null when i % 8 = 1 then ${accountId}
               else (${assignees}::integer[])[2 + i % 3] end
      from generate_series(1, ${count}) as i`.execute(db);
    await sql`insert into documents (id, case_id, original_name, content_type, size_bytes)
      select 'doc' || c.id, c.id, 'w2.pdf', 'application/pdf', 120000 from cases c`.execute(db);
    await sql`insert into contact_messages (name, email, message, client_address, case_id)
      select case when n = ${Math.floor(count / 2)} then 'Xiomara Quetzalcóatl'
               else (${FIRST_NAMES}::text[])[(1 + n % 10)::integer] || ' ' ||
                 (${SURNAMES}::text[])[(1 + (n / 10) % 7)::integer]
             end,
             'visitor' || n || '@example.com', 'A message about a refund and a W-2.', '10.0.0.1', id
      from (select c.id, row_number() over (order by c.created_at) as n
            from cases c where c.status <> 'filed') as named`.execute(db);
    await sql`analyze`.execute(db);
  },
  async pages(db, count) {
    // The page boundary halfway down the list, as the "Older cases" link would carry it.
    const middle =
      await sql`select (extract(epoch from created_at) * 1000000)::bigint::text as micros, id
      from cases order by created_at desc, id desc offset ${Math.floor(count / 2)} limit 1`.execute(
        db,
      );
    return {
      firstPage: '',
      deepPage: `?before=${middle.rows[0].micros}_${middle.rows[0].id}`,
      filtered: '?status=filed',
      byEmail: '?q=visitor7%40example.com',
      byName: '?q=garcia',
      byRareName: '?q=quetzalcoatl',
      assignedToMe: '?assigned=me',
      unassigned: '?assigned=unassigned',
      filedUnassigned: '?status=filed&assigned=unassigned',
    };
  },
});
