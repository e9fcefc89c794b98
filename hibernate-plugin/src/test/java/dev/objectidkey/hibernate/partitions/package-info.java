/** The entity of the partitioning suite, stored in a table partitioned by month on its id. */
package dev.objectidkey.hibernate.partitions;
