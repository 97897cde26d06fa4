// The closed-loop HTTP load of http-drive.ts run from a process of its own, as an outside client
// meets the server: forked by driveFromOutside, it takes the load over IPC, drives it and answers
// the figures, so the server under test keeps its event loop to itself.
import { drive, type DriveRequest } from './http-drive';

interface Order {
  clients: number;
  seconds: number;
  requests: DriveRequest[];
}

process.once('message', (order: Order) => {
  const { clients, seconds, requests } = order;
  drive({ clients, seconds }, (client, spin) => requests[(client + spin * clients) % requests.length] as DriveRequest).then(
    (figures) => process.send?.(figures, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
});
