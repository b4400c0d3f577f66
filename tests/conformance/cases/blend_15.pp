Resource['notify'] { 'a': message => 'x' }
Resource[File] { '/t': ensure => file }
notify { 'b': before => Resource['notify', 'a'] }
