export { recordAudit, type AuditActor } from './record-audit';
