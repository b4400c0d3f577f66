define inner($v) { notify { "inner-${title}-${v}": } }
define outer() { inner { "${title}-i": v => $title } }
outer { 'o': }
