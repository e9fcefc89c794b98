/**
 * JMH benchmarks of a generated typed id ({@link dev.objectidkey.benchmarks.BenchOrderId}) against
 * {@code org.bson.types.ObjectId} and {@code java.util.UUID}, with a conformance check against
 * {@code org.bson.types.ObjectId} before every trial.
 */
package dev.objectidkey.benchmarks;
