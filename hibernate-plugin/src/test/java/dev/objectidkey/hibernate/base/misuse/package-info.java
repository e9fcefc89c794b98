/** Generic base classes that cannot map an ObjectId id, for BaseClassMisuseTest. */
package dev.objectidkey.hibernate.base.misuse;
