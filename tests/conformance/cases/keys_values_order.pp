$h = {z => 1, a => 2}
notify { "${keys($h)} ${values($h)} ${h.keys.sort}": }
