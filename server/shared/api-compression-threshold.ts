// Below this size a player API answer is sent as it is: the bytes compression saves do not pay
// for the work. One figure for @fastify/compress (plugins/api-compression.ts) and the replies
// prebuilt in memory (prebuilt-reply.ts), so both choose alike.
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;
