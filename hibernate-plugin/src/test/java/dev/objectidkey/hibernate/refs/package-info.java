/**
 * The entities of the assigned-ids-and-references suite: references by id, and ids that the
 * application assigns, with and without {@code @Version}.
 */
package dev.objectidkey.hibernate.refs;
