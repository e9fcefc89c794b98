package dev.objectidkey.kotlin

import dev.objectidkey.AbstractObjectId
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.Paths
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/** The id classes are objectidkey-processor's output, run by kapt over Kotlin sources. */
class KaptOutputTest {

    /** Where kotlin-maven-plugin's kapt goal writes generated sources. */
    private val kaptSources: Path = Paths.get("target", "generated-sources", "kapt", "compile")

    @Test
    fun kaptWroteTheIdClassesWithTheProcessorsGeneratedAnnotation() {
        // javax.annotation.processing.Generated is SOURCE-retained: only the source shows it.
        for (name in listOf("OrderId", "CustomerId", "OrderIdConverter", "CustomerIdConverter")) {
            val source = kaptSources.resolve("dev/objectidkey/kotlin/$name.java")
            assertTrue(Files.isRegularFile(source), "$source is missing")
            assertTrue(
                Files.readString(source)
                    .contains("@Generated(\"dev.objectidkey.processor.ObjectIdKeyProcessor\")"),
                "$source has no @Generated naming the processor")
        }
    }

    @Test
    fun idClassesAreFinalAbstractObjectIdsOfTheirOwnType() {
        for (type in listOf(OrderId::class.java, CustomerId::class.java)) {
            assertEquals(AbstractObjectId::class.java, type.superclass)
            assertTrue(java.lang.reflect.Modifier.isFinal(type.modifiers), "$type is not final")
        }
        val hex = "6553f1003f2a91c8d4003039"
        assertEquals(hex, OrderId.parse(hex).toHexString())
        val orderId: Any = OrderId.parse(hex)
        assertNotEquals(orderId, CustomerId.parse(hex), "ids of two types with the same bytes")
    }

    @Test
    fun idTypeIndexListsBothIdClassesForTheHibernatePlugin() {
        val index = javaClass.classLoader.getResources("META-INF/objectidkey/id-types").toList()
            .map { it.readText().lines() }
            .single { "dev.objectidkey.kotlin.OrderId" in it }
        assertTrue("dev.objectidkey.kotlin.CustomerId" in index, index.toString())
    }
}
