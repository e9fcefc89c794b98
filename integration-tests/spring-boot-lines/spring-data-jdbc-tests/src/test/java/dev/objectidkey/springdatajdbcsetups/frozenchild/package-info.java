/** An aggregate whose child entity has a typed id that nothing can set: the boot stops. */
package dev.objectidkey.springdatajdbcsetups.frozenchild;
