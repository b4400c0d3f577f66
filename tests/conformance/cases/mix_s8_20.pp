$type = 'notify'
Resource[$type] { 'dyn': message => 'hi' }
Resource['file'] { '/tmp/z': ensure => absent }
notify { 'ref': require => Resource['notify']['dyn'] }
