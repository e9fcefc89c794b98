/**
 * The entities of the stateless-session suite: one whose id is always generated, one whose id the
 * application may assign.
 */
package dev.objectidkey.hibernate.stateless;
