/**
 * Two application nodes, each a JVM with its own SessionFactory, sharing one database and
 * Infinispan's clustered second-level cache over JGroups on 127.0.0.1; the test drives them by
 * line commands.
 */
package dev.objectidkey.cluster;
