// Package prerelease generates the lifecycle methods of API types, as
// k8s.io/code-generator v0.37.2's prerelease-lifecycle-gen does: in each
// package whose doc.go has +k8s:prerelease-lifecycle-gen=true, every
// exported struct that embeds TypeMeta gets APILifecycleIntroduced and,
// for a prerelease version or on request, APILifecycleDeprecated,
// APILifecycleReplacement and APILifecycleRemoved, from the
// +k8s:prerelease-lifecycle-gen:* tags above it.
//
// In the pipeline (load -> tags -> plan -> emit -> write) it is a plan
// (plan.go: what each type gets, every mistake reported at its tag) and an
// emit stage (emit.go). Its result is the plan ([]*Target).
package prerelease
