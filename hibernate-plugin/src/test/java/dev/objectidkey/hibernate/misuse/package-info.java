/** Entities mapped wrongly on purpose: each must stop the boot with a message naming it. */
package dev.objectidkey.hibernate.misuse;
