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
