// Runs the local test payment provider on its own: node --import tsx scripts/payments/main.ts
import { startLocalPayments } from './localPayments';

const payments = await startLocalPayments();
console.log(`Local test payment provider at ${payments.url}`);
const stop = () => void payments.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
