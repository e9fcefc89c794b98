/** Typed ids on a multi-primary Galera cluster and on Spider shards, started by engines.sh. */
package dev.objectidkey.galera;
