/** BSON codecs that store every typed id as a native BSON ObjectId, for the MongoDB drivers. */
package dev.objectidkey.mongodb;
