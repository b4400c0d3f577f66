class c::d { }
notify { 'n': message => [Class['c::d'], Class['C::D'], C::D['x']] }
