# A rest parameter takes its default (as an array) when no argument is left
# for it, or only one undef; otherwise it captures what is given.
function h(*$r = ['dr']) { "${r}" }
function k($a, *$r = 'dk') { "${a}${r}" }
notify { 'none': message => h() }
notify { 'single undef': message => h(undef) }
notify { 'two undefs': message => h(undef, undef) }
notify { 'scalar default': message => k(1) }
notify { 'scalar default undef': message => k(1, undef) }
notify { 'given': message => k(1, 2) }
notify { 'undef first': message => h(undef, 1) }
notify { 'lambda': message => "${[1].map |$x, *$r = 'dl'| { $r }}" }
