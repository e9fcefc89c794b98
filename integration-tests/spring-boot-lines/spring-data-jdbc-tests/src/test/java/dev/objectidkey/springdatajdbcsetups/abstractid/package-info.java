/** An aggregate whose id is declared as the abstract id type: the boot stops. */
package dev.objectidkey.springdatajdbcsetups.abstractid;
