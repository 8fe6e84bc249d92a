import { DEFAULT_PORTS, PORT_ENV, type PortSettings } from '../local/ports';

/**
 * The e2e stack runs on ports of its own, so it never meets a developer's running `npm start`: the
 * local stack's port table moved up by 100. E2E_PORT_OFFSET moves the whole block, so two runs (say,
 * two checkouts) can share a machine.
 */
const offset = 100 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const ports = Object.fromEntries(
  Object.entries(DEFAULT_PORTS).map(([name, port]) => [name, port + offset]),
) as PortSettings;

export const E2E = {
  site: `http://localhost:${ports.site}`,
  mail: `http://127.0.0.1:${ports.ses}`,
  env: Object.fromEntries(
    Object.entries(PORT_ENV).map(([name, variable]) => [variable, String(ports[name as keyof PortSettings])]),
  ),
};
