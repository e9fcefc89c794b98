/**
 * A jOOQ code generator that gives every id column its typed id class from one {@code
 * <forcedType>}; see {@link dev.objectidkey.jooq.ObjectIdJavaGenerator}.
 */
package dev.objectidkey.jooq;
