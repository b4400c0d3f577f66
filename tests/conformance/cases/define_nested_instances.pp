define outer { inner { "in-${title}": } }
define inner { notify { "n-${title}": } }
outer { 'x': }
