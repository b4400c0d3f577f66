define inner($m) { notify { "inner-${title}": message => $m } }
define outer() { inner { "from-${title}": m => $title } }
outer { 'o1': }
