/** The entities of the persistence suite; their id classes come from objectidkey-processor. */
package dev.objectidkey.hibernate.model;
