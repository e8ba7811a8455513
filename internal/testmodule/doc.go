// Package testmodule lends the commands' end-to-end tests what a user
// has: this checkout published as a released version (Publish), and the
// third-party tools a documented recipe builds (CachedBuild), each made once
// and kept between runs in CacheDir.
//
// It is test support only, imported by _test.go files.
package testmodule
