/** An aggregate whose typed id nothing can set: the boot stops. */
package dev.objectidkey.springdatajdbcsetups.frozen;
