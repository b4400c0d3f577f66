notify { 'v': message => undef }
file { '/x': mode => undef, owner => 'root' }
