package dev.objectidkey.benchmarks;

import dev.objectidkey.ObjectIdKey;

/**
 * The owner of {@code BenchOrderId}, which the real annotation processor generates in this module's
 * build, exactly as in a user's, so the benchmarks measure the code users get.
 */
@ObjectIdKey
public class BenchOrder {}
