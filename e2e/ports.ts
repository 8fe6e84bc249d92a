import { DEFAULT_PORTS, PORT_ENV, type PortSettings } from '../local/ports';

/**
 * The e2e stack runs on ports of its own, so it never meets a developer's running `npm start`: the
 * local stack's port table moved up by 100. E2E_PORT_OFFSET moves the whole block, so two runs (say,
 * two checkouts) can share a machine.
 */
const offset = 100 + Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Ports above 1024 that fetch() refuses to connect to (the WHATWG Fetch standard's "bad ports"). */
const FETCH_BAD_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697,
  10080,
]);
const usable = (port: number): number => (FETCH_BAD_PORTS.has(port) ? usable(port + 1) : port);

const ports = Object.fromEntries(
  Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, usable(port + offset)]),
) as PortSettings;

export const E2E = {
  ports,
  site: `http://localhost:${ports.site}`,
  mail: `http://127.0.0.1:${ports.ses}`,
  cognito: `http://127.0.0.1:${ports.cognito}`,
  env: Object.fromEntries(
    Object.entries(PORT_ENV).map(([name, variable]) => [variable, String(ports[name as keyof PortSettings])]),
  ),
};
