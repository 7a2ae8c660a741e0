// Runs the local identity provider on its own: node --import tsx scripts/idp/main.ts
import { startLocalIdp } from './localIdp';

const idp = await startLocalIdp();
console.log(`Local identity provider at ${idp.issuers[1]} and ${idp.issuers[2]}`);
const stop = () => void idp.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
