// Preloaded by the packaging test only: servers that would listen on every interface listen on
// loopback (this machine's rule), without changing the consumer's own configuration.
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  if (args[0] && typeof args[0] === 'object' && !args[0].host) args[0] = { ...args[0], host: '127.0.0.1' };
  return listen.apply(this, args);
};
