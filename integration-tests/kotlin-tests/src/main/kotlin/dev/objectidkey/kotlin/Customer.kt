package dev.objectidkey.kotlin

import dev.objectidkey.ObjectIdKey
import dev.objectidkey.hibernate.GeneratedObjectId
import jakarta.persistence.Entity
import jakarta.persistence.Id
import jakarta.persistence.Table

/** A customer, with its own id type, [CustomerId]. */
@ObjectIdKey
@Entity
@Table(name = "kt_customer")
open class Customer(open var name: String) {
    @Id
    @GeneratedObjectId
    open var id: CustomerId? = null

    /** For JPA (the kotlin-jpa compiler plugin would write this). */
    protected constructor() : this("")
}
