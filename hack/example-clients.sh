# shellcheck shell=bash
# hack/example-clients.sh: the flags with which hack/update-codegen.sh and
# hack/verify-codegen.sh run gvkgen's client generators, in the same run as
# the helpers over ./... (from examples/), on the +genclient groups
# examples/apis/stores and examples/apis/widgets (v1, v1beta1):
# applyconfiguration-gen (with stores' OpenAPI schema, which the scripts
# give as --openapi-schema <(go tool gvkgen models-schema "${example_schema[@]}"):
# models-schema's JSON without compiling it), client-gen, lister-gen and
# informer-gen, into examples/generated.
# widgets' WidgetStatus.Messages ([]*string) draws a warning: upstream's
# WithMessages would not compile, gvkgen's does (docs/differences.md).
# Source it; it only defines example_clients and example_schema.
example_clients=(
  --applyconfiguration-output-dir generated/applyconfiguration
  --applyconfiguration-output-pkg github.com/gvk-dev/gvkgen/examples/generated/applyconfiguration
  --client-output-dir generated/clientset
  --client-output-pkg github.com/gvk-dev/gvkgen/examples/generated/clientset
  --clientset-name versioned
  --input-base github.com/gvk-dev/gvkgen/examples/apis
  --input stores/v1
  --input widgets/v1
  --input widgets/v1beta1
  --apply-configuration-package github.com/gvk-dev/gvkgen/examples/generated/applyconfiguration
  --lister-output-dir generated/listers
  --lister-output-pkg github.com/gvk-dev/gvkgen/examples/generated/listers
  --informer-output-dir generated/informers
  --informer-output-pkg github.com/gvk-dev/gvkgen/examples/generated/informers
  --versioned-clientset-package github.com/gvk-dev/gvkgen/examples/generated/clientset/versioned
  --listers-package github.com/gvk-dev/gvkgen/examples/generated/listers
)
# example_schema are the packages of the apply configurations' schema:
# stores' +k8s:openapi-gen types and the meta/v1 types they refer to.
example_schema=(./apis/stores/v1 k8s.io/apimachinery/pkg/apis/meta/v1)
