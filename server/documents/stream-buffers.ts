/**
 * Buffer size for each stage of an upload or download (parser, encryption, file). Node's 16 KiB
 * default makes every stage stop and wait for the next one several times per 64 KiB socket read,
 * which left the server mostly idle during a large upload; at 1 MiB the stages overlap. Memory per
 * transfer stays within a few MiB, whatever the file size (BENCHMARKS.md).
 */
export const STREAM_BUFFER_BYTES = 1024 * 1024;
