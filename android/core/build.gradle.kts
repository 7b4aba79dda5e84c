// :core — the Rust engine for Android.
//
// Three tasks run before every build of this module:
//   cargoNdkBuild        cargo-ndk builds crate pyramids-ffi for arm64-v8a,
//                        armeabi-v7a and x86_64 into build/generated/jniLibs.
//   generateUniffiKotlin the workspace's own uniffi-bindgen (same UniFFI
//                        version as the library) reads the built library and
//                        writes the Kotlin bindings (package
//                        games.pyramids.core, from bindings/uniffi.toml) into
//                        build/generated/uniffi/kotlin.
//   generatePyramidaTable the host CLI (cargo run --release -p pyramids-cli)
//                        solves Pyramida once and writes the table the app
//                        installs at start (so a phone never solves) into
//                        build/generated/pyramidaTable/assets/pyramida-table.bin,
//                        an assets dir of this module (merged into the APK).
// Nothing generated is committed. Needs: rustup targets aarch64-linux-android,
// armv7-linux-androideabi, x86_64-linux-android; `cargo install cargo-ndk`;
// the NDK below (Android Studio: SDK Manager → SDK Tools → NDK).

plugins {
    alias(libs.plugins.android.library)
    alias(libs.plugins.kotlin.android)
}

val workspace: File = rootProject.file(providers.gradleProperty("pyramids.cargoWorkspace").getOrElse(".."))
val release: Boolean = providers.gradleProperty("pyramids.rustRelease").getOrElse("true").toBoolean()
val jniOut = layout.buildDirectory.dir("generated/jniLibs")
val kotlinOut = layout.buildDirectory.dir("generated/uniffi/kotlin")
val tableOut = layout.buildDirectory.dir("generated/pyramidaTable/assets")
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

    sourceSets {
        getByName("main") {
            jniLibs.srcDir(jniOut)
            java.srcDir(kotlinOut)
            assets.srcDir(tableOut)
        }
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
    // @RequiresApi. Annotations only: nothing of AndroidX reaches the UI.
    implementation(libs.androidx.annotation)
}

val cargoNdkBuild by tasks.registering(Exec::class) {
    group = "rust"
    description = "Builds libpyramids_ffi.so for ${abis.joinToString()} with cargo-ndk."
    workingDir = workspace
    val ndkDir = android.ndkDirectory
    doFirst { environment("ANDROID_NDK_HOME", ndkDir.absolutePath) }
    val args = mutableListOf("cargo", "ndk")
    abis.forEach { args += listOf("-t", it) }
    args += listOf("--platform", libs.versions.minSdk.get(), "-o", jniOut.get().asFile.absolutePath, "build", "-p", "pyramids-ffi", "--locked")
    if (release) args += "--release"
    commandLine(args)
    inputs.dir(File(workspace, "core/src"))
    inputs.dir(File(workspace, "bindings/src"))
    inputs.files(File(workspace, "Cargo.lock"), File(workspace, "Cargo.toml"), File(workspace, "core/Cargo.toml"), File(workspace, "bindings/Cargo.toml"))
    outputs.dir(jniOut)
}

val generateUniffiKotlin by tasks.registering(Exec::class) {
    group = "rust"
    description = "Generates the Kotlin bindings (games.pyramids.core) from the built library."
    dependsOn(cargoNdkBuild)
    workingDir = workspace
    val library = jniOut.map { it.file("arm64-v8a/libpyramids_ffi.so").asFile.absolutePath }
    doFirst { delete(kotlinOut) }
    commandLine(
        "cargo", "run", "--locked", "-p", "pyramids-ffi", "--features", "cli", "--bin", "uniffi-bindgen", "--",
        "generate", "--library", library.get(), "--language", "kotlin",
        "--config", file("uniffi-android.toml").absolutePath,
        "--no-format", "--out-dir", kotlinOut.get().asFile.absolutePath,
    )
    inputs.dir(jniOut)
    inputs.file(file("uniffi-android.toml"))
    outputs.dir(kotlinOut)
}

val generatePyramidaTable by tasks.registering(Exec::class) {
    group = "rust"
    description = "Solves Pyramida on the host and writes the table the app installs (assets/pyramida-table.bin)."
    workingDir = workspace
    // Always the host's release build: a solve takes seconds there (much
    // longer unoptimised) and some 400 MiB, once per build machine.
    val table = tableOut.map { it.file("pyramida-table.bin").asFile.absolutePath }
    commandLine("cargo", "run", "--locked", "--release", "-p", "pyramids-cli", "--", "solve", "pyramida", "--write-table", table.get())
    inputs.dir(File(workspace, "core/src"))
    inputs.dir(File(workspace, "cli/src"))
    inputs.files(File(workspace, "Cargo.lock"), File(workspace, "Cargo.toml"), File(workspace, "core/Cargo.toml"), File(workspace, "cli/Cargo.toml"))
    outputs.dir(tableOut)
}

tasks.named("preBuild") { dependsOn(generateUniffiKotlin, generatePyramidaTable) }
