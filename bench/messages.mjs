// The Messages screen's server time with 1,000 and with 100,000 messages stored (target:
// less than 2x apart). Usage: node bench/messages.mjs [--engine pglite|postgres|both]
// [--requests 200]. The harness is bench/staff-screen.mjs.
import { sql } from 'kysely';
import { benchStaffScreen } from './staff-screen.mjs';

await benchStaffScreen({
  name: 'messages',
  screen: '/staff/messages',
  heading: '<h1>Messages</h1>',
  async seed(db, count) {
    await sql`insert into contact_messages (name, email, message, client_address, created_at)
      select 'Visitor ' || i, 'visitor' || i || '@example.com',
             'Message number ' || i || ' about a refund and a W-2.', '10.0.0.1',
             now() - (${count} - i) * interval '1 second'
      from generate_series(1, ${count}) as i`.execute(db);
    await sql`analyze contact_messages`.execute(db);
  },
  // A page from the middle of the list: keyset paging reads the same number of rows. The cursor
  // is the list's own (time to the microsecond, kind, id: server/contact/inbox.ts).
  pages: async (db, count) => {
    const { rows } = await sql`
      select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
      from contact_messages order by id offset ${Math.floor(count / 2)} limit 1`.execute(db);
    const middle = rows[0];
    return {
      firstPage: '',
      deepPage: `?before=${encodeURIComponent(`${middle.at}_contact_${middle.id}`)}`,
    };
  },
});
