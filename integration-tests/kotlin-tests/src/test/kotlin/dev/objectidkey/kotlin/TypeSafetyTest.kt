package dev.objectidkey.kotlin

import dev.objectidkey.AbstractObjectId
import java.io.ByteArrayOutputStream
import java.io.File
import java.io.PrintStream
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.Paths
import org.jetbrains.kotlin.cli.common.ExitCode
import org.jetbrains.kotlin.cli.jvm.K2JVMCompiler
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir

/** The Kotlin compiler keeps a CustomerId out of a function that takes an OrderId. */
class TypeSafetyTest {

    @TempDir
    lateinit var dir: Path

    @Test
    fun customerIdPassedAsOrderIdDoesNotCompile() {
        val (exitCode, output) = compile(
            """
            import dev.objectidkey.kotlin.CustomerId
            import dev.objectidkey.kotlin.Orders

            fun misuse(orders: Orders) = orders.find(CustomerId.generate())
            """)

        assertEquals(ExitCode.COMPILATION_ERROR, exitCode, output)
        // CustomerId! is Kotlin's platform type: the id classes are Java, written by kapt.
        assertTrue(output.contains("Misuse.kt:4:42: error: argument type mismatch: " +
            "actual type is 'CustomerId!', but 'OrderId' was expected."), output)
    }

    @Test
    fun orderIdPassedAsOrderIdCompiles() {
        val (exitCode, output) = compile(
            """
            import dev.objectidkey.kotlin.OrderId
            import dev.objectidkey.kotlin.Orders

            fun use(orders: Orders) = orders.find(OrderId.generate())
            """)

        assertEquals(ExitCode.OK, exitCode, output)
    }

    /** Compiles Misuse.kt with the Kotlin compiler's command-line front end. */
    private fun compile(source: String): Pair<ExitCode, String> {
        val file = dir.resolve("Misuse.kt")
        Files.writeString(file, source.trimIndent())
        // Surefire's java.class.path is a manifest-only jar, so name the jars and folders directly.
        val classPath = listOf(
            Orders::class.java, AbstractObjectId::class.java, org.hibernate.Session::class.java,
            jakarta.persistence.Entity::class.java, Unit::class.java,
        ).joinToString(File.pathSeparator) { location(it) }
        val output = ByteArrayOutputStream()
        val exitCode = K2JVMCompiler().exec(
            PrintStream(output, true, Charsets.UTF_8),
            "-no-stdlib", "-no-reflect", "-classpath", classPath,
            "-d", dir.resolve("classes").toString(), file.toString())
        return exitCode to output.toString(Charsets.UTF_8)
    }

    private fun location(type: Class<*>): String =
        Paths.get(type.protectionDomain.codeSource.location.toURI()).toString()
}
