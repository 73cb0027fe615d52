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
  pages: (_db, count) => ({
    firstPage: '',
    // A page from the middle of the list: keyset paging reads the same number of rows.
    deepPage: `?before=${Math.floor(count / 2)}`,
  }),
});
