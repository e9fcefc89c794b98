/**
 * The entities of the suite of Hibernate 7.4's incubating core auditing ({@code
 * org.hibernate.annotations.Audited}, no Envers): a typed id and a typed foreign key. Their tables
 * start with {@code ca_}. Hibernate 7.4 and later only: the older lines leave this package out.
 */
package dev.objectidkey.hibernate.coreaudit;
