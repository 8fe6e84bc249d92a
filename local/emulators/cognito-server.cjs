// cognito-local, started with its message delivery replaced: instead of printing a code in a box on
// its console (output that can sit in a buffer until its next request), each message goes at once to
// the local stack over the IPC channel, which mails it through SES local (cognito-codes.ts).
const path = require('node:path');

const lib = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib');
const { ConsoleMessageSender } = require(
  path.join(lib, 'services', 'messageDelivery', 'consoleMessageSender'),
);

ConsoleMessageSender.prototype.sendToConsole = (_ctx, user, destination, { __code, ...message }) =>
  new Promise((resolve) => {
    const delivery = { username: user.Username, destination, code: __code, subject: message.emailSubject };
    if (process.send) process.send({ type: 'code', delivery }, () => resolve());
    else resolve();
  });

// cognito-local answers CORS for any origin, so any web page could call its admin API (make a user an
// admin, for one). Only the pages in ALLOWED_ORIGINS (the local site) may; other origins get no CORS
// headers, and every call needs a preflight (X-Amz-Target), which the browser then refuses.
const corsPath = require.resolve('cors', { paths: [lib] });
const cors = require(corsPath);
const allowed = (process.env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
require.cache[corsPath].exports = (options) => cors({ ...options, origin: allowed });

require(path.join(lib, 'bin', 'start.js'));
