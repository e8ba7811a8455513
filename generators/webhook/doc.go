// Package webhook is controller-gen v0.23.0's webhook generator: it reads
// the +kubebuilder:webhook and +kubebuilder:webhookconfiguration markers
// of every package it is given and writes manifests.yaml, the
// MutatingWebhookConfiguration and ValidatingWebhookConfiguration of
// admissionregistration.k8s.io/v1 that controller-gen writes, byte for
// byte: webhooks sorted by name, the defaults of its service
// (webhook-service in system), its case-insensitive values (fail is Fail,
// create is CREATE), its checks (sideEffects None or NoneOnDryRun,
// timeoutSeconds from 1 to 30, admissionReviewVersions given, path or url
// but not both, webhookVersions v1 only), and patch=, a JSON patch of the
// webhook applied as a merge (lists replaced, null deleting).
//
// Every mistake is an error at its marker's line, with the fix, and
// nothing is written; controller-gen reports most of them with no
// position.
package webhook
