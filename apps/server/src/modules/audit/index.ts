// The audit log's public entry: who did what as an admin (ledger adjustments, wallet reviews and
// settings write it; the back office will read it).
export { recordAudit } from './record.ts';
export { auditLog } from './schema.ts';
