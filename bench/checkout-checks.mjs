// What the checkout benchmark checks afterwards: the ledger's invariants, and product sales once the
// server has rolled up its sales tallies.
import { sleep } from './harness.mjs';

export async function checkInvariants(client) {
  const { rows: mismatches } = await client.query(`
    select 'user' as kind, count(*)::int as n from users u where u.money <> coalesce((select sum(amount)
      from ledger_entries e where e.account_type = 'user' and e.account_id = u.id), 0)
    union all select 'order', count(*)::int from orders o where o.held <> coalesce((select sum(amount)
      from ledger_entries e where e.account_type = 'order' and e.account_id = o.id), 0)
    union all select 'store', count(*)::int from stores s where s.balance <> coalesce((select sum(amount)
      from ledger_entries e where e.account_type = 'store' and e.account_id = s.id), 0)
    union all select 'negative', ((select count(*) from users where money < 0)
      + (select count(*) from orders where held < 0))::int
    union all select 'unbalanced journals', count(*)::int from (select journal from ledger_entries
      group by journal having sum(amount) <> 0) j
    union all select 'paid orders without escrow', count(*)::int from orders where status = 'paid' and held <> total
    union all select 'unpaid orders with escrow', count(*)::int from orders where status = 'unpaid' and held <> 0`);
  const { rows: net } = await client.query(
    `select coalesce(sum(amount), 0)::text as total from ledger_entries`,
  );
  return { breaks: mismatches.filter((row) => row.n > 0), net: net[0].total };
}

export async function totalSales(client) {
  const { rows } = await client.query(`select coalesce(sum(sales), 0)::int as total from products`);
  return rows[0].total;
}

/** Product sales once the server has rolled up every tally (it does every SALES_ROLLUP_SECONDS). */
export async function settledSales(client) {
  for (let waited = 0; waited < 30_000; waited += 250) {
    const { rows } = await client.query(`select count(*)::int as n from sales_tallies`);
    if (rows[0].n === 0) break;
    await sleep(250);
  }
  return totalSales(client);
}
