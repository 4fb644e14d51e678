/** The server a browser run talks to: E2E_PORT lets several checkouts run their browser tests side by side. */
export const PORTA = Number(process.env.E2E_PORT ?? 3123);
export const BASE_URL = `http://localhost:${PORTA}`;
