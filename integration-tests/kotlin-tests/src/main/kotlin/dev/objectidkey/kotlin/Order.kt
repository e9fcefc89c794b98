package dev.objectidkey.kotlin

import dev.objectidkey.ObjectIdKey
import dev.objectidkey.hibernate.GeneratedObjectId
import jakarta.persistence.Entity
import jakarta.persistence.Id
import jakarta.persistence.ManyToOne
import jakarta.persistence.Table

/** An order; kapt generates [OrderId] for it, and Hibernate fills [id] on persist. */
@ObjectIdKey
@Entity
@Table(name = "kt_order")
open class Order(
    @ManyToOne open var customer: Customer?,
    open var label: String,
) {
    @Id
    @GeneratedObjectId
    open var id: OrderId? = null

    /** For JPA (the kotlin-jpa compiler plugin would write this). */
    protected constructor() : this(null, "")
}
