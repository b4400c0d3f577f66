define my::thing($v = 1) { notify { "t-${title}": message => $v } }
Resource['my::thing'] { 'x': v => 2 }
Resource['My::Thing'] { 'y': }
My::Thing { 'z': }
