/** Header our Fastify bridge sets from the socket (or the trusted proxy): never the client's. */
export const CLIENT_IP_HEADER = 'x-gestao-client-ip';
