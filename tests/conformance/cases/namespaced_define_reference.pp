define c::d() { notify { "in ${title}": } }
c::d { 'x': }
notify { 'n': require => C::D['x'] }
