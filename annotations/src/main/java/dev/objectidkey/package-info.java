/**
 * {@link dev.objectidkey.ObjectIdKey @ObjectIdKey} and the small runtime that every generated typed
 * id class shares: the 12-byte ObjectId codec, the process-wide generator, and its test hook.
 */
package dev.objectidkey;
