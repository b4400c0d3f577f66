class outer { define inner() { notify { "inner-${title}-${module_name}": } } }
include outer
outer::inner { 'x': }
