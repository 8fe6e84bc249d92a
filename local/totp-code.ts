import { readFileSync } from 'node:fs';
import path from 'node:path';
import { totpCode } from './emulators/totp';
import { demoTotpFile } from './seed/demo-totp';

/** Prints the demo admin's current authenticator code, for signing in locally without a phone. */
const dataDir = path.resolve(process.argv[2] ?? '.local');
console.log(totpCode(readFileSync(demoTotpFile(dataDir), 'utf8').trim()));
