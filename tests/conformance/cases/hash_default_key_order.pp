$h = {b => 1, a => 2} + {c => 3, b => 4}
notify { "${h} ${h.keys}": }
