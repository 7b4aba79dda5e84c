// :core — the Rust engine for Android.
//
// Three tasks per variant (debug, release), wired into the variant through
// androidComponents.onVariants { … addGeneratedSourceDirectory(…) }, so AGP
// runs them when (and only when) the variant needs their output:
//   cargoNdk<Variant>      cargo-ndk builds crate pyramids-ffi into the
//                          variant's generated jniLibs: every ABI for release,
//                          only the device's ABI when Android Studio runs a
//                          debug build on a device (android.injected.build.abi).
//   uniffiKotlin<Variant>  the workspace's own uniffi-bindgen (same UniFFI
//                          version as the library) reads a built library and
//                          writes the Kotlin bindings (package
//                          games.pyramids.core) into the variant's generated
//                          Java/Kotlin sources.
//   pyramidaTable<Variant> the host CLI (cargo run --release -p pyramids-cli)
//                          solves Pyramida once and writes the table the app
//                          installs at start (so a phone never solves) into the
//                          variant's generated assets (pyramida-table.bin).
// Their inputs are the Rust sources, the manifests and lock file, the
// Pyramido data and the UniFFI configuration, so nothing goes stale.
// Nothing generated is committed. Needs (README, "The Android app"): rustup
// targets aarch64-linux-android, armv7-linux-androideabi, x86_64-linux-android;
// cargo-ndk 4 or newer; the NDK below (SDK Manager → SDK Tools → NDK).
//
// cargo is found by absolute path, never through PATH alone: Android Studio
// started from the macOS Dock or Finder has launchd's PATH, without
// ~/.cargo/bin. See cargoExecutable() below.

import com.android.build.api.variant.Variant
import java.util.Properties
import javax.inject.Inject
import org.gradle.process.ExecOperations

plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.android)
}

val abis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

android {
    namespace = "games.pyramids.core"
    compileSdk = libs.versions.compileSdk.get().toInt()
    ndkVersion = libs.versions.ndk.get()

    defaultConfig {
        minSdk = libs.versions.minSdk.get().toInt()
        consumerProguardFiles("consumer-rules.pro")
        ndk { abiFilters += abis }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

kotlin {
    compilerOptions { jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17) }
}

dependencies {
    // JNA loads libpyramids_ffi.so; the @aar carries libjnidispatch.so for every ABI.
    api("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")
    // The generated Kotlin (android = true) marks its API-34 cleaner with
    // androidx.annotation.RequiresApi (its only AndroidX import), hence
    // android.useAndroidX=true (gradle.properties). Annotations only: nothing
    // of AndroidX reaches the UI.
    implementation(libs.androidx.annotation)
}

// ---- finding cargo ----------------------------------------------------------

val isWindows = System.getProperty("os.name").lowercase().contains("windows")
val exe = if (isWindows) ".exe" else ""
val workspaceDir: File = rootProject.file(providers.gradleProperty("pyramids.cargoWorkspace").getOrElse(".."))

/** `pyramids.cargo` from local.properties (wins) or gradle.properties / -P. */
fun cargoProperty(): String? {
    val local = providers.fileContents(rootProject.layout.projectDirectory.file("local.properties")).asText.orNull
    val fromLocal = local?.let { text -> Properties().apply { load(text.reader()) }.getProperty("pyramids.cargo") }
    return (fromLocal ?: providers.gradleProperty("pyramids.cargo").orNull)?.trim()?.takeIf { it.isNotEmpty() }
}

/**
 * The cargo executable, by absolute path: the `pyramids.cargo` property, else
 * $CARGO_HOME/bin, else ~/.cargo/bin (rustup's default on macOS, Linux and
 * Windows), else the first cargo on PATH. Null when there is none.
 */
fun cargoExecutable(): File? {
    cargoProperty()?.let { return File(it) }
    val candidates = buildList {
        providers.environmentVariable("CARGO_HOME").orNull?.let { add(File(it, "bin/cargo$exe")) }
        add(File(System.getProperty("user.home"), ".cargo/bin/cargo$exe"))
        providers.environmentVariable("PATH").orNull?.split(File.pathSeparator)?.forEach { add(File(it, "cargo$exe")) }
    }
    return candidates.firstOrNull { it.isFile }
}

val cargoBinary: String? = cargoExecutable()?.absolutePath
// The tasks' PATH: cargo's own folder first, so `cargo ndk` finds the
// cargo-ndk binary installed next to it and rustc/rustup are the same
// toolchain, whatever PATH Android Studio was started with.
val taskPath: String = listOfNotNull(cargoBinary?.let { File(it).parent }, providers.environmentVariable("PATH").orNull)
    .joinToString(File.pathSeparator)

/**
 * Runs cargo in the workspace. `{out}` in [arguments] stands for [outputDir],
 * which AGP chooses when the task is wired into a variant.
 */
abstract class CargoTask : DefaultTask() {
    @get:Inject abstract val exec: ExecOperations

    /** Absolute path of cargo; absent when none was found (the task then says how to set it). */
    @get:Input @get:Optional abstract val cargo: Property<String>
    @get:Input abstract val arguments: ListProperty<String>
    @get:Input abstract val environment: MapProperty<String, String>
    /** cargo-ndk's lowest accepted major version; absent for plain cargo tasks. */
    @get:Input @get:Optional abstract val cargoNdkMinMajor: Property<Int>
    @get:Internal abstract val workspace: DirectoryProperty

    /** Everything cargo reads: Rust sources, manifests, lock file, data, UniFFI config. */
    @get:InputFiles @get:PathSensitive(PathSensitivity.RELATIVE) abstract val sources: ConfigurableFileCollection
    /** A directory another task built (the libraries uniffi-bindgen reads). */
    @get:InputFiles @get:Optional @get:PathSensitive(PathSensitivity.RELATIVE) abstract val builtLibraries: DirectoryProperty

    @get:OutputDirectory abstract val outputDir: DirectoryProperty

    @TaskAction
    fun run() {
        val cargoPath = cargo.orNull ?: throw GradleException(
            "cargo not found. Install Rust with rustup, or set pyramids.cargo in android/local.properties " +
                "to cargo's absolute path (e.g. pyramids.cargo=/Users/you/.cargo/bin/cargo, or " +
                "pyramids.cargo=C\\:\\\\Users\\\\you\\\\.cargo\\\\bin\\\\cargo.exe on Windows).",
        )
        if (!File(cargoPath).isFile) {
            throw GradleException("pyramids.cargo points at $cargoPath, which is not a file. Set it to cargo's absolute path.")
        }
        val out = outputDir.get().asFile
        // Stale outputs go (a removed ABI, an old bindings file); plain
        // java.io, nothing of the project, so the configuration cache holds.
        out.deleteRecursively()
        out.mkdirs()
        cargoNdkMinMajor.orNull?.let { checkCargoNdk(cargoPath, it) }
        val library = builtLibraries.orNull?.asFile?.walkTopDown()?.firstOrNull { it.name == "libpyramids_ffi.so" }
        val args = arguments.get().map {
            it.replace("{out}", out.absolutePath).replace("{lib}", library?.absolutePath ?: "")
        }
        exec.exec {
            workingDir = workspace.get().asFile
            environment(this@CargoTask.environment.get())
            commandLine(listOf(cargoPath) + args)
        }
    }

    private fun checkCargoNdk(cargoPath: String, minMajor: Int) {
        val text = java.io.ByteArrayOutputStream()
        val result = exec.exec {
            workingDir = workspace.get().asFile
            environment(this@CargoTask.environment.get())
            commandLine(cargoPath, "ndk", "--version")
            standardOutput = text
            errorOutput = text
            isIgnoreExitValue = true
        }
        val version = Regex("""(\d+)\.(\d+)\.(\d+)""").find(text.toString())?.value
        val major = version?.substringBefore('.')?.toIntOrNull()
        if (result.exitValue != 0 || major == null || major < minMajor) {
            throw GradleException(
                "cargo-ndk $minMajor or newer is needed (found: ${version ?: "none"}). " +
                    "Run: cargo install cargo-ndk --locked   (then rustup target add " +
                    "aarch64-linux-android armv7-linux-androideabi x86_64-linux-android)",
            )
        }
    }
}

val rustRelease: Boolean = providers.gradleProperty("pyramids.rustRelease").getOrElse("true").toBoolean()
val minSdk: String = libs.versions.minSdk.get()
val cargoNdkMin: Int = libs.versions.cargoNdkMin.get().toInt()

/** What the engine's build reads (core, bindings, their manifests, the lock file, the dominoes, UniFFI config). */
fun engineSources() = files(
    fileTree(File(workspaceDir, "core/src")),
    File(workspaceDir, "core/data"),
    fileTree(File(workspaceDir, "bindings/src")),
    File(workspaceDir, "Cargo.toml"),
    File(workspaceDir, "Cargo.lock"),
    File(workspaceDir, "core/Cargo.toml"),
    File(workspaceDir, "bindings/Cargo.toml"),
    File(workspaceDir, "bindings/uniffi.toml"),
)

/**
 * The ABIs to build: on Run, Android Studio passes the device's ABIs in
 * android.injected.build.abi and a debug build needs only the first one we
 * support; release builds (and builds without a device) get every ABI.
 */
fun abisFor(variant: Variant): List<String> {
    if (variant.buildType != "debug") return abis
    val device = providers.gradleProperty("android.injected.build.abi").orNull
        ?.split(',')?.map { it.trim() }.orEmpty()
    return device.firstOrNull { it in abis }?.let { listOf(it) } ?: abis
}

androidComponents {
    val ndkDir = sdkComponents.ndkDirectory
    onVariants { variant ->
        val name = variant.name.replaceFirstChar { it.uppercase() }
        val variantAbis = abisFor(variant)
        val env = ndkDir.map { ndk ->
            buildMap {
                put("PATH", taskPath)
                put("ANDROID_NDK_HOME", ndk.asFile.absolutePath)
                // r28+ already links 16 KB-aligned; say it explicitly so a
                // different NDK or linker cannot silently go back to 4 KB.
                for (triple in listOf("AARCH64_LINUX_ANDROID", "X86_64_LINUX_ANDROID")) {
                    put("CARGO_TARGET_${triple}_RUSTFLAGS", "-C link-arg=-Wl,-z,max-page-size=16384")
                }
                // The shipped library's profile (docs/apps.md, "Library size"):
                // the workspace's release profile with one codegen unit and
                // symbols stripped; unwinding stays, since the FFI catches panics.
                put("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "1")
                put("CARGO_PROFILE_RELEASE_STRIP", "symbols")
            }
        }

        val ndkBuild = tasks.register<CargoTask>("cargoNdk$name") {
            group = "rust"
            description = "Builds libpyramids_ffi.so for ${variantAbis.joinToString()} with cargo-ndk."
            cargo.set(cargoBinary)
            workspace.set(workspaceDir)
            environment.set(env)
            cargoNdkMinMajor.set(cargoNdkMin)
            sources.from(engineSources())
            arguments.set(
                buildList {
                    add("ndk")
                    variantAbis.forEach { addAll(listOf("-t", it)) }
                    addAll(listOf("--platform", minSdk, "-o", "{out}", "build", "-p", "pyramids-ffi", "--locked"))
                    if (rustRelease) add("--release")
                },
            )
        }
        variant.sources.jniLibs?.addGeneratedSourceDirectory(ndkBuild, CargoTask::outputDir)

        val bindings = tasks.register<CargoTask>("uniffiKotlin$name") {
            group = "rust"
            description = "Generates the Kotlin bindings (games.pyramids.core) from the built library."
            cargo.set(cargoBinary)
            workspace.set(workspaceDir)
            environment.set(mapOf("PATH" to taskPath))
            sources.from(file("uniffi-android.toml"), File(workspaceDir, "bindings/uniffi.toml"))
            builtLibraries.set(ndkBuild.flatMap { it.outputDir })
            arguments.set(
                listOf(
                    "run", "--locked", "-p", "pyramids-ffi", "--features", "cli", "--bin", "uniffi-bindgen", "--",
                    "generate", "--library", "{lib}", "--language", "kotlin",
                    "--config", file("uniffi-android.toml").absolutePath,
                    "--no-format", "--out-dir", "{out}",
                ),
            )
        }
        variant.sources.java?.addGeneratedSourceDirectory(bindings, CargoTask::outputDir)

        val table = tasks.register<CargoTask>("pyramidaTable$name") {
            group = "rust"
            description = "Solves Pyramida on the host and writes the table the app installs (assets/pyramida-table.bin)."
            cargo.set(cargoBinary)
            workspace.set(workspaceDir)
            environment.set(mapOf("PATH" to taskPath))
            sources.from(engineSources(), fileTree(File(workspaceDir, "cli/src")), File(workspaceDir, "cli/Cargo.toml"))
            // Always the host's release build: a solve takes seconds there (much
            // longer unoptimised) and some 400 MiB, once per build machine.
            arguments.set(
                listOf(
                    "run", "--locked", "--release", "-p", "pyramids-cli", "--",
                    "solve", "pyramida", "--write-table", "{out}/pyramida-table.bin",
                ),
            )
        }
        variant.sources.assets?.addGeneratedSourceDirectory(table, CargoTask::outputDir)
    }
}
