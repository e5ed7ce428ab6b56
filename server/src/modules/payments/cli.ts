import { appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { systemClock } from '../../clock';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createPaymentsRepository } from './repository';
import { createPaymentsService } from './service';

/**
 * `npm run payments -- confirm <order> | reject <order> --reason "…"`: staff confirm or reject a
 * bank transfer (issue 17). A confirmation goes through the same `receive` as a provider's
 * payment (applied once, plan extended). Every action is logged: a JSON line on stdout and in
 * DATA_DIR/payments-staff.log, and in the order's history with the staff member's name.
 * With PGlite, stop the server first (one writer). Open screens see the change on their next
 * refresh (this process has no sockets).
 */
const USAGE = `usage: npm run payments -- confirm <order-number> [--staff <name>]
       npm run payments -- reject <order-number> --reason "<why>" [--staff <name>]
       npm run payments -- proof <order-number>     where the uploaded proof of transfer is`;

/** The service logs warnings (a payment recorded without paying an order) and errors only. */
const consoleLog = {
  warn: (details: unknown, message?: string) => console.warn(message ?? '', details),
  error: (details: unknown, message?: string) => console.error(message ?? '', details),
} as unknown as FastifyBaseLogger;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      staff: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, orderNumber] = positionals;
  if (values.help || !command || !orderNumber || !['confirm', 'reject', 'proof'].includes(command)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'reject' && !values.reason?.trim()) {
    console.error('reject needs --reason "…" (the customer sees it)');
    return 2;
  }
  const staff = values.staff?.trim() || os.userInfo().username;
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const service = createPaymentsService({
      repo: createPaymentsRepository(database.db),
      provider: null,
      config: config.payments,
      clock: systemClock,
      dataDir: config.dataDir,
      log: consoleLog,
      onOrderChanged: () => {},
    });
    if (command === 'proof') {
      const proof = await service.proofOf(orderNumber);
      console.log(proof ? `${proof.file} (${proof.bytes} bytes)` : `order ${orderNumber} has no proof yet`);
      return 0;
    }
    const result =
      command === 'confirm'
        ? (await service.staffConfirm(orderNumber, staff)).order
        : await service.staffReject(orderNumber, staff, values.reason!.trim());
    const line = JSON.stringify({
      at: new Date().toISOString(),
      staff,
      action: command,
      order: orderNumber,
      status: result.status,
      ...(command === 'reject' ? { reason: values.reason!.trim() } : {}),
    });
    console.log(line);
    await appendFile(path.join(config.dataDir, 'payments-staff.log'), `${line}\n`);
    return result.status === (command === 'confirm' ? 'PAID' : 'REJECTED') ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : `payments: ${(error as Error).message}`);
    process.exit(1);
  },
);
