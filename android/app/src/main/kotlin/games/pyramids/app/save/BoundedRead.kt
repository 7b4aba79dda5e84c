package games.pyramids.app.save

import java.io.ByteArrayOutputStream
import java.io.InputStream

/**
 * Reads [input] to its end if it holds at most [cap] bytes; `null` as soon
 * as byte `cap + 1` arrives, so a huge or endless stream costs at most cap
 * bytes of memory.
 */
fun readCapped(input: InputStream, cap: Long): ByteArray? {
    val out = ByteArrayOutputStream()
    val buffer = ByteArray(16 * 1024)
    var total = 0L
    while (true) {
        val n = input.read(buffer, 0, minOf(buffer.size.toLong(), cap + 1 - total).toInt())
        if (n < 0) return out.toByteArray()
        total += n
        if (total > cap) return null
        out.write(buffer, 0, n)
    }
}
