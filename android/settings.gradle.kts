// The Android app of Pyramids. Open this folder (android/) in Android Studio.
//
//   :core  Android library: the Rust engine (libpyramids_ffi.so built with
//          cargo-ndk) and its UniFFI Kotlin bindings (package games.pyramids.core),
//          generated at build time; JNA; consumer R8 rules.
//   :app   the app: plain Kotlin UI drawn on Canvas (no AndroidX, no
//          Compose, no XML layouts). The CI's Maven build (pom.xml) compiles
//          the same app/src/main/kotlin sources.

pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
    // R8 pinned on the build classpath: Kotlin 2.4's metadata needs R8
    // 9.1.29 or newer (developer.android.com/build/kotlin-support), while
    // AGP 8.13.2 bundles R8 8.13.19, which would shrink the release build
    // with metadata it cannot read. Keep it at or above that table's entry
    // for the Kotlin version in gradle/libs.versions.toml.
    buildscript {
        repositories {
            google()
            mavenCentral()
            maven { url = uri("https://storage.googleapis.com/r8-releases/raw") }
        }
        dependencies {
            classpath("com.android.tools:r8:9.1.29")
        }
    }
}

dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "Pyramids"
include(":core", ":app")
