/** The entity of the schema-based multi-tenancy suite, stored in one schema per tenant. */
package dev.objectidkey.hibernate.tenancy;
