//! The environment and loader layer: everything the compiler needs from the
//! file system (environment.conf, the modulepath, autoloaded manifests,
//! facts files, Ruby-written resource types). The compiler asks this layer
//! for names and never reads files itself; only loaders and stores do IO.

pub mod ruby_types;
