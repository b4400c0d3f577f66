define outer { inner { "${title}-i": } }
define inner { notify { "n ${title}": } }
outer { ['a', 'b']: }
