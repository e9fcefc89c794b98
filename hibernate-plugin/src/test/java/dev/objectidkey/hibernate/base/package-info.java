/** Entities whose id is declared in a generic {@code @MappedSuperclass}, for BaseClassSuite. */
package dev.objectidkey.hibernate.base;
