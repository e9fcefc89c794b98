/**
 * {@link dev.objectidkey.ObjectIdKey @ObjectIdKey} and the runtime shared by every generated id
 * class.
 */
module dev.objectidkey {
  exports dev.objectidkey;

  // Generated classes carry @javax.annotation.processing.Generated, which has source retention:
  // a user's module needs java.compiler to compile them, never to run them.
  requires static transitive java.compiler;
}
